import type { EntityManager } from '@mikro-orm/postgresql';
import { HelixLiveStreams } from '../channel-statistics/helix-live-streams.ts';
import { HttpChannelStatistics } from '../channel-statistics/http-channel-statistics.ts';
import { oauthClientsFromEnv } from '../oauth/oauth-protocols.ts';
import { ConnectionsChannelSyncSources } from '../postgres/channels/connections-channel-sync-sources.ts';
import { MikroOrmCreatorChannelRepository } from '../postgres/channels/mikro-orm-creator-channel-repository.ts';
import { MikroOrmUserConnectionRepository } from '../postgres/connections/mikro-orm-user-connection-repository.ts';
import type { Infrastructure } from './infrastructure.ts';

/** Creators' channels, and what the scheduled sync reads them with: the same OAuth clients as sign-in. */
export const channelsWiring = (em: EntityManager, infra: Infrastructure) => {
  const clients = infra.oauthClients ?? oauthClientsFromEnv(process.env, infra.appUrl);
  return {
    channels: new MikroOrmCreatorChannelRepository(em),
    sources: new ConnectionsChannelSyncSources(em),
    statistics: new HttpChannelStatistics(clients, new MikroOrmUserConnectionRepository(em, infra.secrets)),
    live: new HelixLiveStreams(clients.twitch),
    clock: infra.clock,
  };
};
