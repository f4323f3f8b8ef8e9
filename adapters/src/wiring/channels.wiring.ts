import type { EntityManager } from '@mikro-orm/postgresql';
import { HttpChannelStatistics } from '../channel-statistics/http-channel-statistics.ts';
import { oauthClientsFromEnv } from '../oauth/oauth-protocols.ts';
import { ConnectionsChannelSyncSources } from '../postgres/channels/connections-channel-sync-sources.ts';
import { MikroOrmCreatorChannelRepository } from '../postgres/channels/mikro-orm-creator-channel-repository.ts';
import { MikroOrmUserConnectionRepository } from '../postgres/connections/mikro-orm-user-connection-repository.ts';
import type { Infrastructure } from './infrastructure.ts';

/** Creators' channels, and what the scheduled sync reads them with: the same OAuth clients as sign-in. */
export const channelsWiring = (em: EntityManager, infra: Infrastructure) => ({
  channels: new MikroOrmCreatorChannelRepository(em),
  sources: new ConnectionsChannelSyncSources(em),
  statistics: new HttpChannelStatistics(
    infra.oauthClients ?? oauthClientsFromEnv(process.env, infra.appUrl),
    new MikroOrmUserConnectionRepository(em, infra.secrets),
  ),
  clock: infra.clock,
});
