import type { UserConnectionRepositoryPort } from '@lurkit/core/connections/ports/user-connection-repository.port.ts';
import type { VideoVisibility } from '@lurkit/core/quests/domain/content-submission.ts';
import type { OfferPlatform } from '@lurkit/core/quests/domain/offer.schema.ts';
import type { VideoVisibilityPort } from '@lurkit/core/quests/ports/video-visibility.port.ts';
import * as v from 'valibot';
import { NoData, youtubeApis, youtubeRead } from '../channel-statistics/youtube-api.ts';
import type { OAuthClients } from '../oauth/oauth-protocols.ts';
import { videoIdOf } from './video-ids.ts';

/** The documented answers, checked by shape before use. */
const youtubeVideos = v.object({
  items: v.optional(
    v.array(v.object({ id: v.string(), status: v.object({ privacyStatus: v.picklist(['public', 'unlisted', 'private']) }) })),
    [],
  ),
});
const twitchVideos = v.object({ data: v.array(v.object({ id: v.string(), viewable: v.optional(v.string(), 'public') })) });

/**
 * How a submitted video is shown, read with the creator's own grant so their unlisted and private
 * videos are visible to the check: YouTube Data API `videos` with part=status (privacyStatus public,
 * unlisted or private; developers.google.com/youtube/v3/docs/videos) through Google's official client
 * (`@googleapis/youtube`, see youtube-api.ts), Twitch Helix `videos` over fetch (no official Node SDK)
 * (`viewable` public or private; Twitch has no unlisted). A video, grant or connection the platform
 * does not know answers null (not found); an outage (5xx, no answer) throws, so the caller can retry.
 * Platforms whose client is the built-in sandbox go to `fallback` (the /dev/videos sandbox).
 */
export class HttpVideoVisibility implements VideoVisibilityPort {
  readonly #clients: OAuthClients;
  readonly #connections: UserConnectionRepositoryPort;
  readonly #fallback: VideoVisibilityPort;

  constructor(clients: OAuthClients, connections: UserConnectionRepositoryPort, fallback: VideoVisibilityPort) {
    this.#clients = clients;
    this.#connections = connections;
    this.#fallback = fallback;
  }

  async visibilityOf(platform: OfferPlatform, url: string, creatorId: string): Promise<VideoVisibility | null> {
    const client = this.#clients[platform];
    if (!client || client.sandbox) return this.#fallback.visibilityOf(platform, url, creatorId);
    const id = videoIdOf(platform, url);
    if (!id) return null;
    const connection = (await this.#connections.listByUser(creatorId)).find((c) => c.provider === platform && c.status === 'valid');
    if (!connection) return null;
    const bearer = { authorization: `Bearer ${connection.tokens.accessToken}` };
    if (platform === 'youtube') {
      const youtube = youtubeApis(client, connection.tokens.accessToken);
      try {
        const body = await youtubeRead('videos', () => youtube.data.videos.list({ part: ['status'], id: [id] }, youtube.dataOptions));
        return v.parse(youtubeVideos, body).items[0]?.status.privacyStatus ?? null;
      } catch (error) {
        if (error instanceof NoData) return null;
        throw error;
      }
    }
    const body = await getJson(`${client.bases.api}/helix/videos?id=${encodeURIComponent(id)}`, {
      ...bearer,
      'client-id': client.clientId,
    });
    if (body === null) return null;
    const video = v.parse(twitchVideos, body).data[0];
    return video ? (video.viewable === 'public' ? 'public' : 'private') : null;
  }
}

/** The JSON answer, null for a refusal or a missing video (4xx), and an error for an outage. */
async function getJson(url: string, headers: Record<string, string>): Promise<unknown> {
  const response = await fetch(url, { headers: { accept: 'application/json', ...headers }, signal: AbortSignal.timeout(10_000) });
  if (response.status >= 400 && response.status < 500) return null;
  if (!response.ok) throw new Error(`${new URL(url).pathname} answered ${response.status}`);
  return response.json();
}
