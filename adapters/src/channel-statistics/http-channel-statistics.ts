import type { UserConnectionRepositoryPort } from '@lurkit/core/connections/ports/user-connection-repository.port.ts';
import type { ChannelProvider, ChannelStatistics, ChannelStatisticsPort } from '@lurkit/core/shared/channel-statistics.port.ts';
import * as v from 'valibot';
import type { OAuthClientConfig, OAuthClients } from '../oauth/oauth-protocols.ts';
import { NoData, youtubeApis, youtubeRead } from './youtube-api.ts';

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
const tiktokUser = v.object({ data: v.object({ user: v.object({ open_id: v.string(), follower_count: v.number() }) }) });
const tiktokVideoPage = v.object({
  data: v.object({
    videos: v.optional(v.array(v.object({ create_time: v.number() })), []),
    cursor: v.optional(v.number()),
    has_more: v.optional(v.boolean(), false),
  }),
});
/** The Business API answers HTTP 200 with a code of its own: 0 is success. */
const tiktokBusiness = v.object({
  code: v.number(),
  message: v.optional(v.string(), ''),
  data: v.optional(v.object({ is_business_account: v.optional(v.boolean()) })),
});

/** TikTok's video list pages hold 20: the oldest of the newest 500 videos bounds the account's age. */
const TIKTOK_AGE_PAGES = 25;
/** Business API codes that are an outage, not a refusal: rate limited (40100) and its 5xxxx system errors. */
const tiktokBusinessRetryable = (code: number) => code === 40100 || code >= 50000;

async function request(url: string, init: RequestInit & { headers: Record<string, string> }): Promise<unknown> {
  const response = await fetch(url, {
    ...init,
    headers: { accept: 'application/json', ...init.headers },
    signal: AbortSignal.timeout(10_000),
  });
  if (response.status >= 400 && response.status < 500) throw new NoData(`${new URL(url).pathname} answered ${response.status}`);
  if (!response.ok) throw new Error(`${new URL(url).pathname} answered ${response.status}`);
  return response.json();
}

const affiliationOf = (broadcasterType: string): ChannelStatistics['affiliation'] =>
  broadcasterType === 'partner' ? 'partner' : broadcasterType === 'affiliate' ? 'twitchAffiliate' : 'none';

/**
 * A channel's figures from its platform, read with the creator's own grant (the connection's access token).
 *
 * Twitch: Helix `users` and `channels/followers` (dev.twitch.tv/docs/api/reference) over fetch. Twitch
 * publishes no official Node SDK (twurple is community-made), so the documented HTTP API is used directly.
 *
 * YouTube: Data API `channels` with snippet and statistics (developers.google.com/youtube/v3/docs/channels)
 * through Google's official client, `@googleapis/youtube`.
 *
 * TikTok: followers from the Display API `user/info` (user.info.stats scope); whether the account is a
 * business account from the API for Business accounts `business/get` field `is_business_account`
 * (user.account.type scope; business_id is the grant's open_id). No TikTok API names the date an account
 * was created, so our rule is that an account is at least as old as its oldest public video: the oldest
 * `create_time` of its Display API `video/list` (the newest 500 are read). An account without a public
 * video is taken as created now, so it is refused as too new until it has posted for 30 days. A
 * business/get refusal leaves the business flag unknown (null), which creator access reads as data
 * unavailable, while followers and age are still stored.
 *
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
    if (!client || !connection || connection.status !== 'valid') return null;
    const token = connection.tokens.accessToken;
    try {
      if (provider === 'twitch') return await this.#twitch(client, token, channelId);
      if (provider === 'youtube') return await this.#youtube(client, token, channelId);
      return await this.#tiktok(client, token, channelId);
    } catch (error) {
      if (error instanceof NoData || error instanceof v.ValiError) return null;
      throw error;
    }
  }

  async #twitch(client: OAuthClientConfig, token: string, channelId: string): Promise<ChannelStatistics | null> {
    const headers = { authorization: `Bearer ${token}`, 'client-id': client.clientId };
    const id = encodeURIComponent(channelId);
    const { data } = v.parse(twitchUsers, await request(`${client.bases.api}/helix/users?id=${id}`, { headers }));
    const user = data[0];
    if (!user) return null;
    const { total } = v.parse(
      twitchFollowers,
      await request(`${client.bases.api}/helix/channels/followers?broadcaster_id=${id}`, { headers }),
    );
    return {
      ...noViewerFigures('twitch', channelId),
      followers: total,
      accountCreatedAt: new Date(user.created_at),
      affiliation: affiliationOf(user.broadcaster_type),
    };
  }

  async #youtube(client: OAuthClientConfig, token: string, channelId: string): Promise<ChannelStatistics | null> {
    const youtube = youtubeApis(client, token);
    const { items } = v.parse(
      youtubeChannels,
      await youtubeRead('channels', () =>
        youtube.data.channels.list({ part: ['snippet', 'statistics'], id: [channelId] }, youtube.dataOptions),
      ),
    );
    const channel = items[0];
    // A channel hiding its subscriber count cannot be checked against the threshold.
    if (!channel || channel.statistics.hiddenSubscriberCount || channel.statistics.subscriberCount === undefined) return null;
    return {
      ...noViewerFigures('youtube', channelId),
      followers: Number(channel.statistics.subscriberCount),
      accountCreatedAt: new Date(channel.snippet.publishedAt),
    };
  }

  async #tiktok(client: OAuthClientConfig, token: string, channelId: string): Promise<ChannelStatistics | null> {
    const bearer = { authorization: `Bearer ${token}` };
    const { user } = v.parse(
      tiktokUser,
      await request(`${client.bases.api}/v2/user/info/?fields=open_id,follower_count`, { headers: bearer }),
    ).data;
    // A grant of another account names another open_id: no figures of this channel.
    if (user.open_id !== channelId) return null;
    return {
      ...noViewerFigures('tiktok', channelId),
      followers: user.follower_count,
      accountCreatedAt: await this.#tiktokOldestVideo(client, bearer),
      isBusinessAccount: await this.#tiktokBusinessAccount(client, token, channelId),
    };
  }

  /** The create time of the oldest public video among the newest 500; now when there is none. */
  async #tiktokOldestVideo(client: OAuthClientConfig, bearer: Record<string, string>): Promise<Date> {
    let oldest: number | undefined;
    let cursor: number | undefined;
    for (let page = 0; page < TIKTOK_AGE_PAGES; page += 1) {
      const { data } = v.parse(
        tiktokVideoPage,
        await request(`${client.bases.api}/v2/video/list/?fields=id,create_time`, {
          method: 'POST',
          headers: { ...bearer, 'content-type': 'application/json' },
          body: JSON.stringify(cursor === undefined ? { max_count: 20 } : { max_count: 20, cursor }),
        }),
      );
      for (const video of data.videos) oldest = Math.min(oldest ?? video.create_time, video.create_time);
      if (!data.has_more || data.videos.length === 0 || data.cursor === undefined) break;
      cursor = data.cursor;
    }
    return oldest === undefined ? new Date() : new Date(oldest * 1000);
  }

  /** `business/get`'s is_business_account; null when the Business API refuses (no user.account.type grant). */
  async #tiktokBusinessAccount(client: OAuthClientConfig, token: string, openId: string): Promise<boolean | null> {
    const business = client.bases.business ?? client.bases.api;
    const query = new URLSearchParams({ business_id: openId, fields: JSON.stringify(['is_business_account']) });
    try {
      const answer = v.parse(
        tiktokBusiness,
        await request(`${business}/open_api/v1.3/business/get/?${query}`, { headers: { 'access-token': token } }),
      );
      if (answer.code !== 0) {
        if (tiktokBusinessRetryable(answer.code)) throw new Error(`business/get answered code ${answer.code}: ${answer.message}`);
        return null;
      }
      return answer.data?.is_business_account ?? null;
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
