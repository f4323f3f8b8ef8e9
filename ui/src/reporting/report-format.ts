import { formatCount, formatRate as formatTwoDecimals, formatUsd } from '../format/format.ts';

/** A report's figures as the ui shows them; money in integer cents USD, null where there is none. */
export interface ReportFiguresView {
  creators: number;
  contentPieces: number;
  reach: number;
  hoursWatched: number;
  costCents: number | null;
  costPerHourWatchedCents: number | null;
  /** Store wishlists the creators' tracked links brought; null where they cannot be told apart (a game). */
  wishlists: number | null;
  costPerWishlistCents: number | null;
  wishlistsPerHourWatched: number | null;
}

/** Wishlists per hour watched, two decimals; a dash when unknown. */
export const formatRate = (rate: number | null): string => (rate === null ? '–' : formatTwoDecimals(rate));
/** A count that may be unknown. */
export const formatMaybeCount = (count: number | null): string => (count === null ? '–' : formatCount(count));

export const formatSpend = (cents: number | null): string => (cents === null ? '–' : formatUsd(cents));

export const ACTIVATION_KIND_LABELS: Record<string, string> = {
  KEY: 'Key campaign',
  MISSION: 'Mission',
  QUEST: 'Quest',
  CREATOR_PROGRAM: 'Creator Program',
};
