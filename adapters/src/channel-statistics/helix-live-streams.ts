import type { LiveStreamReading, LiveStreamsPort } from '@lurkit/core/channels/ports/live-streams.port.ts';
import { LIVE_READ_BATCH } from '@lurkit/core/channels/ports/live-streams.port.ts';
import type { UserConnectionRepositoryPort } from '@lurkit/core/connections/ports/user-connection-repository.port.ts';
import * as v from 'valibot';
import { OAUTH_PROTOCOLS, type OAuthClientConfig } from '../oauth/oauth-protocols.ts';

const chattersTotal = v.object({ total: v.number() });
const appToken = v.object({ access_token: v.string(), expires_in: v.number() });
const helixStreams = v.object({
  data: v.array(
    v.object({
      id: v.string(),
      user_id: v.string(),
      game_name: v.optional(v.string(), ''),
      type: v.optional(v.string(), 'live'),
      title: v.optional(v.string(), ''),
      viewer_count: v.number(),
      started_at: v.string(),
    }),
  ),
});

/**
 * Twitch Helix `GET /helix/streams?user_id=…` (dev.twitch.tv/docs/api/reference/#get-streams) with an
 * app access token from the client credentials grant (dev.twitch.tv/docs/authentication/getting-tokens-oauth),
 * kept for the process until a minute before it expires (a job's scope is new every run) and fetched
 * again once when Helix refuses it. Every failure
 * throws: the sampler's page is then written by the next run instead of half now.
 */
export class HelixLiveStreams implements LiveStreamsPort {
  static readonly #tokens = new Map<string, { value: string; until: number }>();
  readonly #client: OAuthClientConfig | undefined;
  readonly #connections: Pick<UserConnectionRepositoryPort, 'findByProviderAccount'>;

  constructor(client: OAuthClientConfig | undefined, connections: Pick<UserConnectionRepositoryPort, 'findByProviderAccount'>) {
    this.#client = client;
    this.#connections = connections;
  }

  async readLive(providerChannelIds: readonly string[]): Promise<LiveStreamReading[]> {
    const client = this.#client;
    if (!client || providerChannelIds.length === 0) return [];
    if (providerChannelIds.length > LIVE_READ_BATCH) throw new Error(`Helix streams takes at most ${LIVE_READ_BATCH} channels.`);
    const query = new URLSearchParams([['first', '100'], ...providerChannelIds.map((id) => ['user_id', id])]);
    const url = `${client.bases.api}/helix/streams?${query}`;
    let response = await this.#get(client, url);
    if (response.status === 401) {
      HelixLiveStreams.#tokens.delete(tokenKey(client));
      response = await this.#get(client, url);
    }
    if (!response.ok) throw new Error(`Helix streams answered ${response.status}`);
    const { data } = v.parse(helixStreams, await response.json());
    return Promise.all(
      data
        .filter((stream) => stream.type === 'live')
        .map(async (stream) => ({
          providerChannelId: stream.user_id,
          streamId: stream.id,
          title: stream.title,
          gameName: stream.game_name === '' ? null : stream.game_name,
          startedAt: new Date(stream.started_at),
          viewers: stream.viewer_count,
          chatters: await this.#chatters(client, stream.user_id),
        })),
    );
  }

  /**
   * Helix `chat/chatters` (moderator:read:chatters) with the broadcaster's own grant, who moderates
   * their own chat. Chat is a signal, not the sample: any failure leaves it unknown instead of losing
   * the viewers.
   */
  async #chatters(client: OAuthClientConfig, channelId: string): Promise<number | null> {
    const connection = await this.#connections.findByProviderAccount('twitch', channelId);
    if (!connection || connection.status !== 'valid') return null;
    const id = encodeURIComponent(channelId);
    try {
      const response = await fetch(`${client.bases.api}/helix/chat/chatters?broadcaster_id=${id}&moderator_id=${id}&first=1`, {
        headers: { accept: 'application/json', authorization: `Bearer ${connection.tokens.accessToken}`, 'client-id': client.clientId },
        signal: AbortSignal.timeout(10_000),
      });
      if (!response.ok) return null;
      return v.parse(chattersTotal, await response.json()).total;
    } catch {
      return null;
    }
  }

  async #get(client: OAuthClientConfig, url: string): Promise<Response> {
    const token = await this.#appToken(client);
    return fetch(url, {
      headers: { accept: 'application/json', authorization: `Bearer ${token}`, 'client-id': client.clientId },
      signal: AbortSignal.timeout(10_000),
    });
  }

  async #appToken(client: OAuthClientConfig): Promise<string> {
    const kept = HelixLiveStreams.#tokens.get(tokenKey(client));
    if (kept && kept.until > Date.now()) return kept.value;
    const response = await fetch(`${client.bases.token}${OAUTH_PROTOCOLS.twitch.tokenPath}`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded', accept: 'application/json' },
      body: new URLSearchParams({ client_id: client.clientId, client_secret: client.clientSecret, grant_type: 'client_credentials' }),
      signal: AbortSignal.timeout(10_000),
    });
    if (!response.ok) throw new Error(`Twitch's token endpoint answered ${response.status}`);
    const token = v.parse(appToken, await response.json());
    HelixLiveStreams.#tokens.set(tokenKey(client), { value: token.access_token, until: Date.now() + (token.expires_in - 60) * 1000 });
    return token.access_token;
  }
}

const tokenKey = (client: OAuthClientConfig) => `${client.bases.token}|${client.clientId}`;
