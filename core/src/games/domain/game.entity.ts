import type { KeysetKey } from '../../shared/keyset.ts';
import type { GamePlatform } from './game-platform.ts';

/** Where a game's data came from; pages mark sandbox games so nobody takes them for the catalogue's. */
export type GameSource = 'igdb' | 'sandbox';

/** A game of the public catalogue, as stored in our database after a sync. */
export interface Game {
  readonly id: string;
  readonly source: GameSource;
  /** The provider's own id (IGDB's game id); a re-sync of the same game updates this row. */
  readonly externalId: number;
  readonly name: string;
  readonly summary: string;
  /** An http(s) link or an image `data:` URL (the sandbox's generated covers); null when none. */
  readonly coverUrl: string | null;
  /** First release, null when not announced. */
  readonly releaseDate: Date | null;
  /** How many people follow or wait for it (IGDB's hypes): the anticipated list's order. */
  readonly hype: number;
  readonly platforms: readonly GamePlatform[];
  readonly genres: readonly string[];
  readonly syncedAt: Date;
}

/** The three public lists under /games, by their path segment. */
export const GAME_LISTS = ['new-game-releases', 'anticipated-games', 'upcoming-games'] as const;
export type GameList = (typeof GAME_LISTS)[number];

/** New releases: out within the last 90 days. */
export const NEW_RELEASE_DAYS = 90;
/** Each list holds at most this many games: a sync stores the provider's top ones, pages show them all. */
export const GAME_LIST_SIZE = 100;

const DAY_MS = 86_400_000;

/** Whether a game belongs in a list at `now` (the same rules as the PostgreSQL adapter's where clauses). */
export function inGameList(list: GameList, game: Pick<Game, 'releaseDate' | 'hype'>, now: Date): boolean {
  const release = game.releaseDate?.getTime() ?? null;
  switch (list) {
    case 'new-game-releases':
      return release !== null && release <= now.getTime() && release > now.getTime() - NEW_RELEASE_DAYS * DAY_MS;
    case 'upcoming-games':
      return release !== null && release > now.getTime();
    case 'anticipated-games':
      // Not out yet (or no date announced) and followed by someone.
      return (release === null || release > now.getTime()) && game.hype > 0;
  }
}

/** Each list's order: newest release first, soonest release first, most hyped first; the id breaks ties. */
export function gameListKey(list: GameList, game: Pick<Game, 'id' | 'releaseDate' | 'hype'>): KeysetKey {
  const release = game.releaseDate?.getTime() ?? Number.MAX_SAFE_INTEGER;
  switch (list) {
    case 'new-game-releases':
      return [-release, game.id];
    case 'upcoming-games':
      return [release, game.id];
    case 'anticipated-games':
      return [-game.hype, game.id];
  }
}
