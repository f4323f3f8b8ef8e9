import type { UserConnectionRepositoryPort } from '@lurkit/core/connections/ports/user-connection-repository.port.ts';
import type { ChannelProvider, ChannelStatistics, ChannelStatisticsPort } from '@lurkit/core/shared/channel-statistics.port.ts';
import * as v from 'valibot';
import type { OAuthClients } from '../oauth/oauth-protocols.ts';

/** The documented reads, each checked by shape before use. */
const twitchUsers = v.object({
  data: v.array(v.object({ id: v.string(), created_at: v.string(), broadcaster_type: v.optional(v.string(), '') })),
});
const twitchFollowers = v.object({ total: v.number() });
const youtubeChannels = v.object({
  items: v.optional(
    v.array(
      v.object({
        id: v.string(),
        snippet: v.object({ publishedAt: v.string() }),
        statistics: v.object({ subscriberCount: v.optional(v.string()), hiddenSubscriberCount: v.optional(v.boolean()) }),
      }),
    ),
    [],
  ),
});

/** A read the platform refused for this channel (a revoked grant, a gone channel): no data, not an outage. */
class NoData extends Error {}

async function getJson(url: string, headers: Record<string, string>): Promise<unknown> {
  const response = await fetch(url, { headers: { accept: 'application/json', ...headers }, signal: AbortSignal.timeout(10_000) });
  if (response.status >= 400 && response.status < 500) throw new NoData(`${new URL(url).pathname} answered ${response.status}`);
  if (!response.ok) throw new Error(`${new URL(url).pathname} answered ${response.status}`);
  return response.json();
}

const affiliationOf = (broadcasterType: string): ChannelStatistics['affiliation'] =>
  broadcasterType === 'partner' ? 'partner' : broadcasterType === 'affiliate' ? 'twitchAffiliate' : 'none';

/**
 * A channel's figures from its platform, read with the creator's own grant (the connection's access
 * token): Twitch Helix `users` and `channels/followers` (dev.twitch.tv/docs/api/reference), YouTube
 * Data API `channels` with snippet and statistics (developers.google.com/youtube/v3/docs/channels).
 * TikTok's Display API names followers but neither the account's age nor whether it is a business
 * account, so a TikTok channel answers null (data unavailable) until the Business API is configured.
 * A refusal (4xx) or a missing grant answers null; an outage (5xx, no answer) throws, so the job retries.
 * The sandbox OAuth server speaks the same endpoints, so the same code runs on a fresh machine.
 */
export class HttpChannelStatistics implements ChannelStatisticsPort {
  readonly #clients: OAuthClients;
  readonly #connections: UserConnectionRepositoryPort;

  constructor(clients: OAuthClients, connections: UserConnectionRepositoryPort) {
    this.#clients = clients;
    this.#connections = connections;
  }

  async fetch(provider: ChannelProvider, channelId: string): Promise<ChannelStatistics | null> {
    const client = this.#clients[provider];
    const connection = await this.#connections.findByProviderAccount(provider, channelId);
    if (!client || !connection || connection.status !== 'valid' || provider === 'tiktok') return null;
    const bearer = { authorization: `Bearer ${connection.tokens.accessToken}` };
    const id = encodeURIComponent(channelId);
    try {
      if (provider === 'twitch') {
        const headers = { ...bearer, 'client-id': client.clientId };
        const { data } = v.parse(twitchUsers, await getJson(`${client.bases.api}/helix/users?id=${id}`, headers));
        const user = data[0];
        if (!user) return null;
        const { total } = v.parse(
          twitchFollowers,
          await getJson(`${client.bases.api}/helix/channels/followers?broadcaster_id=${id}`, headers),
        );
        return {
          ...noViewerFigures(provider, channelId),
          followers: total,
          accountCreatedAt: new Date(user.created_at),
          affiliation: affiliationOf(user.broadcaster_type),
        };
      }
      const { items } = v.parse(
        youtubeChannels,
        await getJson(`${client.bases.api}/youtube/v3/channels?part=snippet,statistics&id=${id}`, bearer),
      );
      const channel = items[0];
      // A channel hiding its subscriber count cannot be checked against the threshold.
      if (!channel || channel.statistics.hiddenSubscriberCount || channel.statistics.subscriberCount === undefined) return null;
      return {
        ...noViewerFigures(provider, channelId),
        followers: Number(channel.statistics.subscriberCount),
        accountCreatedAt: new Date(channel.snippet.publishedAt),
      };
    } catch (error) {
      if (error instanceof NoData || error instanceof v.ValiError) return null;
      throw error;
    }
  }
}

/** Averages come from the statistics store, not from these channel reads. */
const noViewerFigures = (provider: ChannelProvider, channelId: string) => ({
  provider,
  channelId,
  averageConcurrentViewers: null,
  averageViewsPerVideo: null,
  averageViewsPerShort: null,
  isBusinessAccount: null,
  affiliation: 'none' as const,
});
