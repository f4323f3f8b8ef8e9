import { MAX_MEDIA } from '../../keys/domain/key-campaign-steps.schema.ts';

/** Where a game's info came from; the UI marks sandbox data so nobody mistakes it for the store's. */
export type CatalogueSource = 'steam' | 'sandbox';

export type OperatingSystem = 'windows' | 'mac' | 'linux';

export interface CatalogueMovie {
  readonly name: string;
  readonly thumbnailUrl: string;
  /** A playable file (mp4 or webm) when the store offers one; newer store videos are streams only. */
  readonly videoUrl: string | null;
}

/** A game's store page as the Key campaign's Game info step can use it: plain text and http(s) links. */
export interface CatalogueGame {
  readonly source: CatalogueSource;
  readonly appId: number;
  readonly name: string;
  /** Plain text (the store's HTML converted), empty when the store has none. */
  readonly description: string;
  readonly headerImageUrl: string | null;
  /** Full-size screenshot links, at most MAX_SCREENSHOTS. */
  readonly screenshots: readonly string[];
  readonly movies: readonly CatalogueMovie[];
  readonly genres: readonly string[];
  readonly categories: readonly string[];
  readonly platforms: readonly OperatingSystem[];
  /** As the store writes it ("17 Sep, 2020", "Q4 2026", "Coming soon"): not always a date. */
  readonly releaseDate: string | null;
  readonly comingSoon: boolean;
  readonly developers: readonly string[];
  readonly publishers: readonly string[];
}

export const MAX_SCREENSHOTS = 8;
export const MAX_MOVIES = 4;

/**
 * The image links the Game info step's media takes: header first, then screenshots, no repeats,
 * within the step's own limit.
 */
export function mediaOf(game: Pick<CatalogueGame, 'headerImageUrl' | 'screenshots'>): string[] {
  const links = [game.headerImageUrl, ...game.screenshots].filter((link): link is string => link !== null);
  return [...new Set(links)].slice(0, MAX_MEDIA);
}
