import type { EntityManager } from '@mikro-orm/postgresql';
import { HelixLiveStreams } from '../channel-statistics/helix-live-streams.ts';
import { HttpChannelPosts } from '../channel-statistics/http-channel-posts.ts';
import { HttpChannelStatistics } from '../channel-statistics/http-channel-statistics.ts';
import { oauthClientsFromEnv } from '../oauth/oauth-protocols.ts';
import { ConnectionsChannelSyncSources } from '../postgres/channels/connections-channel-sync-sources.ts';
import { MikroOrmCreatorChannelRepository } from '../postgres/channels/mikro-orm-creator-channel-repository.ts';
import { MikroOrmUserConnectionRepository } from '../postgres/connections/mikro-orm-user-connection-repository.ts';
import { MikroOrmStatisticsRecorder } from '../postgres/insights/mikro-orm-statistics-recorder.ts';
import type { Infrastructure } from './infrastructure.ts';

/** Creators' channels, and what the scheduled sync reads them with: the same OAuth clients as sign-in. */
export const channelsWiring = (em: EntityManager, infra: Infrastructure) => {
  const clients = infra.oauthClients ?? oauthClientsFromEnv(process.env, infra.appUrl);
  const connections = new MikroOrmUserConnectionRepository(em, infra.secrets);
  return {
    channels: new MikroOrmCreatorChannelRepository(em),
    sources: new ConnectionsChannelSyncSources(em),
    statistics: new HttpChannelStatistics(clients, connections),
    posts: new HttpChannelPosts(clients, connections),
    recorder: new MikroOrmStatisticsRecorder(em, infra.clock),
    live: new HelixLiveStreams(clients.twitch, connections),
    clock: infra.clock,
  };
};
