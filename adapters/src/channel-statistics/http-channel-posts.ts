import type { ChannelPostsPort, PlatformPost } from '@lurkit/core/channels/ports/channel-posts.port.ts';
import type { UserConnectionRepositoryPort } from '@lurkit/core/connections/ports/user-connection-repository.port.ts';
import type { ChannelProvider } from '@lurkit/core/shared/channel-statistics.port.ts';
import * as v from 'valibot';
import type { OAuthClientConfig, OAuthClients } from '../oauth/oauth-protocols.ts';
import { NoData, youtubeApis, youtubeRead } from './youtube-api.ts';

/** YouTube has no Shorts flag in its API; since October 2024 a Short is up to three minutes long. */
export const YOUTUBE_SHORT_MAX_SECONDS = 180;
/** The newest uploads read per sync: the playlist's first page, 30 days of any channel that posts daily. */
const UPLOADS_READ = 50;
/** TikTok pages of 20; five reach back past 30 days for all but the busiest accounts. */
const TIKTOK_PAGES = 5;

const uploadsPlaylist = v.object({
  items: v.optional(v.array(v.object({ contentDetails: v.object({ relatedPlaylists: v.object({ uploads: v.string() }) }) })), []),
});
const playlistItems = v.object({
  items: v.optional(v.array(v.object({ contentDetails: v.object({ videoId: v.string(), videoPublishedAt: v.optional(v.string()) }) })), []),
});
const youtubeVideos = v.object({
  items: v.optional(
    v.array(
      v.object({
        id: v.string(),
        snippet: v.object({ title: v.string(), publishedAt: v.string() }),
        contentDetails: v.object({ duration: v.string() }),
        statistics: v.optional(v.object({ viewCount: v.optional(v.string()) }), {}),
        status: v.object({ privacyStatus: v.string() }),
        liveStreamingDetails: v.optional(v.unknown()),
      }),
    ),
    [],
  ),
});
const analyticsReport = v.object({
  columnHeaders: v.array(v.object({ name: v.string() })),
  rows: v.optional(v.array(v.array(v.union([v.string(), v.number()]))), []),
});
const tiktokVideos = v.object({
  data: v.object({
    videos: v.optional(
      v.array(
        v.object({
          id: v.string(),
          title: v.optional(v.string(), ''),
          create_time: v.number(),
          duration: v.optional(v.number(), 0),
          view_count: v.optional(v.number(), 0),
        }),
      ),
      [],
    ),
    cursor: v.optional(v.number()),
    has_more: v.optional(v.boolean(), false),
  }),
});

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

/** ISO 8601 durations as YouTube writes them: P1DT2H3M4S, PT15M, PT45S. */
export function isoDurationSeconds(text: string): number {
  const match = /^P(?:(\d+)D)?(?:T(?:(\d+)H)?(?:(\d+)M)?(?:(\d+)S)?)?$/.exec(text);
  if (!match) return 0;
  const [, d = '0', h = '0', m = '0', s = '0'] = match;
  return ((Number(d) * 24 + Number(h)) * 60 + Number(m)) * 60 + Number(s);
}

const day = (date: Date) => date.toISOString().slice(0, 10);

/**
 * A channel's recent videos and shorts with the creator's own grant. YouTube, through Google's official
 * clients (`@googleapis/youtube`, `@googleapis/youtubeanalytics`; see youtube-api.ts): the channel's uploads
 * playlist (`channels` contentDetails, `playlistItems`: 1 quota unit each, where `search` costs 100),
 * then `videos` with snippet, contentDetails, statistics and status, and minutes watched per video
 * from YouTube Analytics `reports` (the yt-analytics.readonly scope asked for at connection).
 * Private videos and past live streams are left out (a past stream's viewers are in no API). TikTok:
 * Display API `video/list` (video.list scope), views only. Twitch: none (streams are sampled live).
 */
export class HttpChannelPosts implements ChannelPostsPort {
  readonly #clients: OAuthClients;
  readonly #connections: UserConnectionRepositoryPort;

  constructor(clients: OAuthClients, connections: UserConnectionRepositoryPort) {
    this.#clients = clients;
    this.#connections = connections;
  }

  async recentPosts(provider: ChannelProvider, channelId: string, since: Date): Promise<PlatformPost[] | null> {
    const client = this.#clients[provider];
    if (provider === 'twitch') return [];
    const connection = await this.#connections.findByProviderAccount(provider, channelId);
    if (!client || !connection || connection.status !== 'valid') return null;
    const bearer = { authorization: `Bearer ${connection.tokens.accessToken}` };
    try {
      return provider === 'youtube'
        ? await this.#youtube(client, connection.tokens.accessToken, channelId, since)
        : await this.#tiktok(client, bearer, since);
    } catch (error) {
      if (error instanceof NoData || error instanceof v.ValiError) return null;
      throw error;
    }
  }

  async #youtube(client: OAuthClientConfig, token: string, channelId: string, since: Date): Promise<PlatformPost[]> {
    const youtube = youtubeApis(client, token);
    const channel = v.parse(
      uploadsPlaylist,
      await youtubeRead('channels', () => youtube.data.channels.list({ part: ['contentDetails'], id: [channelId] }, youtube.dataOptions)),
    ).items[0];
    if (!channel) return [];
    const { items } = v.parse(
      playlistItems,
      await youtubeRead('playlistItems', () =>
        youtube.data.playlistItems.list(
          { part: ['contentDetails'], maxResults: UPLOADS_READ, playlistId: channel.contentDetails.relatedPlaylists.uploads },
          youtube.dataOptions,
        ),
      ),
    );
    const ids = items
      .filter((i) => !i.contentDetails.videoPublishedAt || new Date(i.contentDetails.videoPublishedAt) >= since)
      .map((i) => i.contentDetails.videoId);
    if (ids.length === 0) return [];
    const part = ['snippet', 'contentDetails', 'statistics', 'status', 'liveStreamingDetails'];
    const videos = v
      .parse(youtubeVideos, await youtubeRead('videos', () => youtube.data.videos.list({ part, id: ids }, youtube.dataOptions)))
      .items.filter((video) => video.status.privacyStatus !== 'private' && video.liveStreamingDetails === undefined);
    if (videos.length === 0) return [];
    const minutes = await this.#minutesWatched(
      youtube,
      videos.map((video) => video.id),
      since,
    );
    return videos
      .map((video) => {
        const seconds = isoDurationSeconds(video.contentDetails.duration);
        return {
          externalId: video.id,
          type: seconds <= YOUTUBE_SHORT_MAX_SECONDS ? ('SHORTS' as const) : ('VIDEO' as const),
          title: video.snippet.title,
          durationSeconds: seconds,
          views: Number(video.statistics.viewCount ?? 0),
          hoursWatched: (minutes.get(video.id) ?? 0) / 60,
          listed: video.status.privacyStatus === 'public',
          publishedAt: new Date(video.snippet.publishedAt),
        };
      })
      .filter((post) => post.publishedAt >= since);
  }

  /** Minutes watched per video since it could first be watched; none when Analytics refuses (no data, not an outage). */
  async #minutesWatched(youtube: ReturnType<typeof youtubeApis>, ids: readonly string[], since: Date) {
    try {
      const report = v.parse(
        analyticsReport,
        await youtubeRead('reports', () =>
          youtube.analytics.reports.query(
            {
              ids: 'channel==MINE',
              startDate: day(since),
              endDate: day(new Date()),
              metrics: 'estimatedMinutesWatched',
              dimensions: 'video',
              filters: `video==${ids.join(',')}`,
              maxResults: ids.length,
              sort: '-estimatedMinutesWatched',
            },
            youtube.analyticsOptions,
          ),
        ),
      );
      const video = report.columnHeaders.findIndex((c) => c.name === 'video');
      const watched = report.columnHeaders.findIndex((c) => c.name === 'estimatedMinutesWatched');
      return new Map(report.rows.map((row) => [String(row[video]), Number(row[watched])]));
    } catch (error) {
      if (error instanceof NoData) return new Map<string, number>();
      throw error;
    }
  }

  async #tiktok(client: OAuthClientConfig, bearer: Record<string, string>, since: Date): Promise<PlatformPost[]> {
    const posts: PlatformPost[] = [];
    let cursor: number | undefined;
    for (let page = 0; page < TIKTOK_PAGES; page += 1) {
      const { data } = v.parse(
        tiktokVideos,
        await request(`${client.bases.api}/v2/video/list/?fields=id,title,create_time,duration,view_count`, {
          method: 'POST',
          headers: { ...bearer, 'content-type': 'application/json' },
          body: JSON.stringify(cursor === undefined ? { max_count: 20 } : { max_count: 20, cursor }),
        }),
      );
      for (const video of data.videos) {
        const publishedAt = new Date(video.create_time * 1000);
        if (publishedAt < since) continue;
        posts.push({
          externalId: video.id,
          type: 'SHORTS',
          title: video.title,
          durationSeconds: video.duration,
          views: video.view_count,
          hoursWatched: 0,
          listed: true,
          publishedAt,
        });
      }
      const oldest = data.videos.at(-1);
      if (!data.has_more || !oldest || oldest.create_time * 1000 < since.getTime()) break;
      cursor = data.cursor;
    }
    return posts;
  }
}
