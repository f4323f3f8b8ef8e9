import type { GameList } from '@lurkit/core/games/domain/game.entity.ts';
import { NEW_RELEASE_DAYS } from '@lurkit/core/games/domain/game.entity.ts';
import type { GameCatalogueProviderPort, ProviderGame } from '@lurkit/core/games/ports/game-catalogue-provider.port.ts';
import * as v from 'valibot';
import { platformsFromIgdb } from './igdb-platforms.ts';

export const IGDB_DEFAULT_URL = 'https://api.igdb.com/v4';
export const TWITCH_ID_DEFAULT_URL = 'https://id.twitch.tv';
const TIMEOUT_MS = 10_000;

/** Thrown when IGDB or Twitch's token endpoint cannot answer; the sync job retries later. */
export class IgdbUnavailable extends Error {
  override readonly name = 'IgdbUnavailable';
}

export interface IgdbSettings {
  readonly clientId: string;
  readonly clientSecret: string;
  readonly apiUrl?: string;
  readonly idUrl?: string;
}

const tokenSchema = v.object({ access_token: v.string(), expires_in: v.number() });
const named = v.optional(v.array(v.object({ name: v.string() })), []);
const gamesSchema = v.array(
  v.object({
    id: v.number(),
    name: v.string(),
    summary: v.optional(v.string(), ''),
    cover: v.optional(v.object({ image_id: v.string() })),
    first_release_date: v.optional(v.number()),
    hypes: v.optional(v.number(), 0),
    platforms: named,
    genres: named,
  }),
);

const FIELDS = 'fields name,summary,cover.image_id,first_release_date,hypes,platforms.name,genres.name;';

/** Each list's Apicalypse query at `now` (IGDB dates are unix seconds), matching core's inGameList. */
export function igdbQuery(list: GameList, now: Date, limit: number): string {
  const at = Math.floor(now.getTime() / 1000);
  const where = {
    'new-game-releases': `where first_release_date > ${at - NEW_RELEASE_DAYS * 86_400} & first_release_date <= ${at}; sort first_release_date desc;`,
    'upcoming-games': `where first_release_date > ${at}; sort first_release_date asc;`,
    'anticipated-games': `where hypes > 0 & (first_release_date > ${at} | first_release_date = null); sort hypes desc;`,
  }[list];
  return `${FIELDS} ${where} limit ${limit};`;
}

/**
 * App access tokens by client, kept for the process: the wiring builds a catalogue per scope, and
 * Twitch limits how often a client asks for one.
 */
const TOKENS = new Map<string, { value: string; expiresAt: number }>();

/**
 * IGDB's games endpoint through Twitch's API (POST {apiUrl}/games with an Apicalypse body, headers
 * Client-ID and an app access token from Twitch's client-credentials grant). The token is kept until
 * shortly before it expires, and fetched again once when IGDB answers 401.
 */
export class IgdbGameCatalogue implements GameCatalogueProviderPort {
  readonly #settings: Required<IgdbSettings>;

  constructor(settings: IgdbSettings) {
    this.#settings = {
      apiUrl: IGDB_DEFAULT_URL,
      idUrl: TWITCH_ID_DEFAULT_URL,
      ...settings,
    };
  }

  async topGames(list: GameList, now: Date, limit: number): Promise<ProviderGame[]> {
    let response = await this.#post(igdbQuery(list, now, limit), await this.#accessToken(false));
    if (response.status === 401) {
      await response.body?.cancel();
      response = await this.#post(igdbQuery(list, now, limit), await this.#accessToken(true));
    }
    if (!response.ok) {
      await response.body?.cancel();
      throw new IgdbUnavailable(`IGDB answered ${response.status}${response.status === 429 ? ' (rate limited)' : ''}`);
    }
    const parsed = v.safeParse(gamesSchema, await response.json().catch(() => null));
    if (!parsed.success) throw new IgdbUnavailable(`IGDB answered an unexpected shape: ${parsed.issues[0].message}`);
    return parsed.output.map(toProviderGame);
  }

  #post(body: string, token: string): Promise<Response> {
    return this.#fetch(`${this.#settings.apiUrl.replace(/\/+$/, '')}/games`, {
      method: 'POST',
      headers: {
        'Client-ID': this.#settings.clientId,
        Authorization: `Bearer ${token}`,
        Accept: 'application/json',
        'Content-Type': 'text/plain',
      },
      body,
    });
  }

  async #accessToken(renew: boolean): Promise<string> {
    const key = `${this.#settings.idUrl} ${this.#settings.clientId} ${this.#settings.clientSecret}`;
    const kept = TOKENS.get(key);
    if (!renew && kept && kept.expiresAt > Date.now()) return kept.value;
    const url = new URL(`${this.#settings.idUrl.replace(/\/+$/, '')}/oauth2/token`);
    url.search = new URLSearchParams({
      client_id: this.#settings.clientId,
      client_secret: this.#settings.clientSecret,
      grant_type: 'client_credentials',
    }).toString();
    const response = await this.#fetch(url.href, { method: 'POST' });
    if (!response.ok) {
      await response.body?.cancel();
      throw new IgdbUnavailable(`Twitch refused an app access token (${response.status})`);
    }
    const parsed = v.safeParse(tokenSchema, await response.json().catch(() => null));
    if (!parsed.success) throw new IgdbUnavailable('Twitch answered a token in an unexpected shape');
    // A minute early, so a token never runs out between our check and IGDB's.
    TOKENS.set(key, { value: parsed.output.access_token, expiresAt: Date.now() + (parsed.output.expires_in - 60) * 1000 });
    return parsed.output.access_token;
  }

  async #fetch(url: string, init: RequestInit): Promise<Response> {
    try {
      return await fetch(url, { ...init, signal: AbortSignal.timeout(TIMEOUT_MS) });
    } catch (error) {
      throw new IgdbUnavailable(`${new URL(url).host} could not be reached: ${String(error)}`, { cause: error });
    }
  }
}

function toProviderGame(game: v.InferOutput<typeof gamesSchema>[number]): ProviderGame {
  return {
    source: 'igdb',
    externalId: game.id,
    name: game.name.trim().slice(0, 200),
    summary: game.summary.trim(),
    coverUrl: game.cover ? `https://images.igdb.com/igdb/image/upload/t_cover_big/${encodeURIComponent(game.cover.image_id)}.jpg` : null,
    releaseDate: game.first_release_date === undefined ? null : new Date(game.first_release_date * 1000),
    hype: game.hypes,
    platforms: platformsFromIgdb(game.platforms.map((p) => p.name)),
    genres: game.genres.map((g) => g.name),
  };
}
