import type { EntityManager } from '@mikro-orm/postgresql';
import { HttpChannelStatistics } from '../channel-statistics/http-channel-statistics.ts';
import { jobDatabaseOf } from '../jobs/job-database.ts';
import { PgBossCreatorAccessJobs } from '../jobs/pg-boss-creator-access-jobs.ts';
import { oauthClientsFromEnv } from '../oauth/oauth-protocols.ts';
import { MikroOrmUserRepository } from '../postgres/accounts/mikro-orm-user-repository.ts';
import { ConnectionsCreatorChannels } from '../postgres/connections/connections-creator-channels.ts';
import { MikroOrmUserConnectionRepository } from '../postgres/connections/mikro-orm-user-connection-repository.ts';
import { MikroOrmCreatorAccessRepository } from '../postgres/accounts/creator-access/mikro-orm-creator-access-repository.ts';
import type { Infrastructure } from './infrastructure.ts';

/** Creator access on one unit of work: channel figures are read through the same OAuth clients as sign-in. */
export const creatorAccessWiring = (em: EntityManager, infra: Infrastructure) => {
  const connections = new MikroOrmUserConnectionRepository(em, infra.secrets);
  return {
    creatorAccess: new MikroOrmCreatorAccessRepository(em),
    channels: new ConnectionsCreatorChannels(connections),
    jobs: new PgBossCreatorAccessJobs(infra.queue, jobDatabaseOf(em)),
    channelStatistics: new HttpChannelStatistics(infra.oauthClients ?? oauthClientsFromEnv(process.env, infra.appUrl), connections),
    users: new MikroOrmUserRepository(em, infra.accountChanges),
    clock: infra.clock,
  };
};
