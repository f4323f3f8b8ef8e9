import type { CatalogueGame, CatalogueMovie, OperatingSystem } from '@lurkit/core/catalogue/domain/catalogue-game.ts';
import { MAX_MOVIES, MAX_SCREENSHOTS } from '@lurkit/core/catalogue/domain/catalogue-game.ts';
import type { GameCataloguePort } from '@lurkit/core/catalogue/ports/game-catalogue.port.ts';
import * as v from 'valibot';
import { steamDescriptionToText } from './steam-description.ts';

export const STEAM_STORE_DEFAULT_URL = 'https://store.steampowered.com';
export const STEAM_STORE_DEFAULT_TIMEOUT_MS = 5000;

/** Thrown when the store cannot answer; the use case turns it into CATALOGUE.UNAVAILABLE. */
export class SteamStoreUnavailable extends Error {
  override readonly name = 'SteamStoreUnavailable';
}

const text = v.optional(v.string(), '');
const names = v.optional(v.array(v.object({ description: v.string() })), []);
const videoFiles = v.optional(v.object({ max: v.optional(v.string()) }));

/** The parts of Steam's `appdetails` answer we use; anything else in it is ignored. */
const appDetailsSchema = v.object({
  name: v.string(),
  steam_appid: v.optional(v.number()),
  about_the_game: text,
  detailed_description: text,
  short_description: text,
  header_image: v.optional(v.nullable(v.string()), null),
  screenshots: v.optional(v.array(v.object({ path_full: v.string() })), []),
  movies: v.optional(v.array(v.object({ name: text, thumbnail: v.string(), mp4: videoFiles, webm: videoFiles })), []),
  genres: names,
  categories: names,
  platforms: v.optional(v.object({ windows: v.optional(v.boolean()), mac: v.optional(v.boolean()), linux: v.optional(v.boolean()) }), {}),
  release_date: v.optional(v.object({ coming_soon: v.optional(v.boolean(), false), date: text }), {}),
  developers: v.optional(v.array(v.string()), []),
  publishers: v.optional(v.array(v.string()), []),
});
const appDetailsAnswerSchema = v.record(
  v.string(),
  v.variant('success', [v.object({ success: v.literal(true), data: appDetailsSchema }), v.object({ success: v.literal(false) })]),
);

type AppDetails = v.InferOutput<typeof appDetailsSchema>;

/** Links the Game info step can take: http(s) only, so nothing else reaches an `<img src>`. */
const httpLink = (link: string | null | undefined): string | null => {
  if (!link) return null;
  try {
    const url = new URL(link);
    return url.protocol === 'https:' || url.protocol === 'http:' ? url.href : null;
  } catch {
    return null; // a malformed link is left out; the rest of the page is still useful
  }
};
const links = (candidates: readonly (string | null | undefined)[]) => candidates.map(httpLink).filter((l): l is string => l !== null);

/**
 * Steam's storefront API (`GET /api/appdetails?appids=<id>`), the one store.steampowered.com's own
 * pages use. It needs no key; it is rate limited per address (roughly 200 calls in 5 minutes), which
 * an import a company clicks now and then stays far below.
 */
export class SteamGameCatalogue implements GameCataloguePort {
  readonly #baseUrl: string;
  readonly #timeoutMs: number;

  constructor(options: { baseUrl?: string; timeoutMs?: number } = {}) {
    this.#baseUrl = (options.baseUrl ?? STEAM_STORE_DEFAULT_URL).replace(/\/+$/, '');
    this.#timeoutMs = options.timeoutMs ?? STEAM_STORE_DEFAULT_TIMEOUT_MS;
  }

  async findSteamGame(appId: number): Promise<CatalogueGame | null> {
    const url = new URL(`${this.#baseUrl}/api/appdetails`);
    url.search = new URLSearchParams({ appids: String(appId), l: 'english', cc: 'us' }).toString();
    const body = await this.#getJson(url);
    const parsed = v.safeParse(appDetailsAnswerSchema, body);
    if (!parsed.success) throw new SteamStoreUnavailable(`Steam answered app ${appId} in an unexpected shape: ${parsed.issues[0].message}`);
    const entry = parsed.output[String(appId)];
    if (!entry) throw new SteamStoreUnavailable(`Steam's answer has no entry for app ${appId}`);
    return entry.success ? toCatalogueGame(appId, entry.data) : null;
  }

  async #getJson(url: URL): Promise<unknown> {
    let response: Response;
    try {
      response = await fetch(url, { headers: { accept: 'application/json' }, signal: AbortSignal.timeout(this.#timeoutMs) });
    } catch (error) {
      const reason = error instanceof Error && error.name === 'TimeoutError' ? `no answer within ${this.#timeoutMs} ms` : String(error);
      throw new SteamStoreUnavailable(`Steam store could not be reached: ${reason}`, { cause: error });
    }
    if (!response.ok) {
      await response.body?.cancel();
      throw new SteamStoreUnavailable(`Steam store answered ${response.status}${response.status === 429 ? ' (rate limited)' : ''}`);
    }
    let body: unknown;
    try {
      body = await response.json();
    } catch (error) {
      throw new SteamStoreUnavailable(`Steam store answered something other than JSON: ${String(error)}`, { cause: error });
    }
    // Steam answers `null` instead of an object while it throttles an address.
    if (body === null) throw new SteamStoreUnavailable('Steam store answered null (throttled)');
    return body;
  }
}

function toCatalogueGame(appId: number, data: AppDetails): CatalogueGame {
  const description =
    [data.about_the_game, data.detailed_description, data.short_description].map(steamDescriptionToText).find((d) => d !== '') ?? '';
  const movies: CatalogueMovie[] = data.movies.flatMap((movie) => {
    const thumbnailUrl = httpLink(movie.thumbnail);
    return thumbnailUrl ? [{ name: movie.name, thumbnailUrl, videoUrl: httpLink(movie.mp4?.max ?? movie.webm?.max) }] : [];
  });
  const platforms = (['windows', 'mac', 'linux'] as const).filter((os): os is OperatingSystem => data.platforms[os] === true);
  return {
    source: 'steam',
    appId: data.steam_appid ?? appId,
    name: data.name.trim(),
    description,
    headerImageUrl: httpLink(data.header_image),
    screenshots: links(data.screenshots.map((s) => s.path_full)).slice(0, MAX_SCREENSHOTS),
    movies: movies.slice(0, MAX_MOVIES),
    genres: data.genres.map((g) => g.description),
    categories: data.categories.map((c) => c.description),
    platforms,
    releaseDate: data.release_date.date?.trim() || null,
    comingSoon: data.release_date.coming_soon ?? false,
    developers: data.developers,
    publishers: data.publishers,
  };
}
