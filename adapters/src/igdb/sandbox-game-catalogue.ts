import type { GameList } from '@lurkit/core/games/domain/game.entity.ts';
import { gameListKey, inGameList } from '@lurkit/core/games/domain/game.entity.ts';
import type { GamePlatform } from '@lurkit/core/games/domain/game-platform.ts';
import type { GameCatalogueProviderPort, ProviderGame } from '@lurkit/core/games/ports/game-catalogue-provider.port.ts';
import { compareKeys } from '@lurkit/core/shared/keyset.ts';

const DAY_MS = 86_400_000;

/** The names the sandbox answers by default (the demo world passes its own market's names). */
export const SANDBOX_GAME_NAMES = [
  'Lantern Coast',
  'Glass Orchard',
  'Starfall Rally',
  'Quiet Engines',
  'Paper Moons',
  'Copper Tide',
  'Mossy Knights',
  'Signal Lost',
  'Winter Relay',
];

const PLATFORM_SETS: readonly (readonly GamePlatform[])[] = [
  ['Steam', 'Epic Games Store', 'PlayStation 5', 'Xbox Series X|S'],
  ['Nintendo Switch', 'iOS', 'Android'],
  ['Steam', 'GOG', 'itch.io'],
  ['Meta Quest', 'Pico', 'SteamVR'],
  ['PlayStation 5 (EU)', 'PlayStation 4', 'Nintendo Switch 2'],
  ['Steam', 'Xbox One', 'Microsoft Store'],
];
const GENRES = ['Adventure', 'Strategy', 'Racing', 'Puzzle', 'Role-playing (RPG)', 'Simulator', 'Indie', 'Shooter'];

/** A small stable hash, so a name always gets the same colours. */
function hash(text: string): number {
  let h = 2166136261;
  for (const char of text) h = Math.imul(h ^ char.charCodeAt(0), 16777619);
  return h >>> 0;
}

const escapeXml = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/** A 264x352 cover (IGDB's cover_big size) drawn as SVG: made here, no network, no stored file. */
export function sandboxCover(name: string): string {
  const h = hash(name);
  const from = h % 360;
  const to = (from + 40 + ((h >> 9) % 120)) % 360;
  const words = name.split(' ');
  const lines =
    words.length > 1 ? [words.slice(0, Math.ceil(words.length / 2)).join(' '), words.slice(Math.ceil(words.length / 2)).join(' ')] : words;
  const text = lines
    .map(
      (line, i) =>
        `<text x="24" y="${270 + i * 34}" font-family="sans-serif" font-size="28" font-weight="700" fill="#fff">${escapeXml(line)}</text>`,
    )
    .join('');
  const svg =
    `<svg xmlns="http://www.w3.org/2000/svg" width="264" height="352" viewBox="0 0 264 352">` +
    `<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="hsl(${from},65%,45%)"/><stop offset="1" stop-color="hsl(${to},70%,22%)"/></linearGradient></defs>` +
    `<rect width="264" height="352" fill="url(#g)"/><circle cx="${60 + (h % 150)}" cy="${80 + ((h >> 4) % 90)}" r="${40 + ((h >> 8) % 40)}" fill="#fff" fill-opacity=".15"/>` +
    `${text}<text x="24" y="40" font-family="sans-serif" font-size="14" fill="#fff" fill-opacity=".8">SANDBOX</text></svg>`;
  return `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`;
}

/**
 * The default game catalogue when IGDB_CLIENT_ID is not set: no request leaves the machine. Every
 * name becomes a game whose release date and hype follow from its place in the list, anchored on the
 * day of `now` (so syncs on one day answer the same dates): a third out lately, a third coming with a
 * date, a third followed without one. Marked `source: 'sandbox'`; the covers say SANDBOX.
 */
export class SandboxGameCatalogue implements GameCatalogueProviderPort {
  readonly #names: readonly string[];

  constructor(names: readonly string[] = SANDBOX_GAME_NAMES) {
    this.#names = names;
  }

  async topGames(list: GameList, now: Date, limit: number): Promise<ProviderGame[]> {
    const day = Math.floor(now.getTime() / DAY_MS) * DAY_MS;
    return this.#names
      .map((name, i) => this.#game(name, i, day))
      .filter((game) => inGameList(list, game, now))
      .map((game) => ({ game, key: gameListKey(list, { ...game, id: String(game.externalId).padStart(12, '0') }) }))
      .sort((a, b) => compareKeys(a.key, b.key))
      .slice(0, limit)
      .map(({ game }) => game);
  }

  #game(name: string, i: number, day: number): ProviderGame {
    const kind = i % 3;
    const releaseDate = kind === 0 ? new Date(day - (2 + i * 3) * DAY_MS) : kind === 1 ? new Date(day + (5 + i * 4) * DAY_MS) : null;
    return {
      source: 'sandbox',
      externalId: 900_000 + i,
      name,
      summary: `${name} is a sandbox game: the catalogue sandbox made it up. Set IGDB_CLIENT_ID and IGDB_CLIENT_SECRET to sync real games from IGDB.`,
      coverUrl: sandboxCover(name),
      releaseDate,
      hype: kind === 0 ? 0 : 10 + ((hash(name) % 90) + i),
      platforms: PLATFORM_SETS[i % PLATFORM_SETS.length]!,
      genres: [GENRES[i % GENRES.length]!, GENRES[(i + 3) % GENRES.length]!],
    };
  }
}
