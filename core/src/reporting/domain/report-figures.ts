import type { ReportedPost } from '../ports/reporting-source.port.ts';

/** What every row of a report shows (spec 1: reach, hours watched, content pieces, cost per hour watched). */
export interface ReportFigures {
  readonly creators: number;
  readonly contentPieces: number;
  /** Views of the content pieces. */
  readonly reach: number;
  readonly hoursWatched: number;
  /** Integer cents USD spent in the period; null where spend cannot be told apart (a game's share). */
  readonly costCents: number | null;
  /** Rounded to whole cents; null with no spend or no hours watched. */
  readonly costPerHourWatchedCents: number | null;
  /** Store wishlists the creators' tracked links brought (imported Steam UTM reports); null where they cannot be told apart (a game). */
  readonly wishlists: number | null;
  /** Spend over wishlists, rounded to whole cents; null with no spend or no wishlists. */
  readonly costPerWishlistCents: number | null;
  /** Wishlists over hours watched; null with no wishlists known or no hours watched. */
  readonly wishlistsPerHourWatched: number | null;
}

/** Spend over wishlists, rounded to whole cents; null with no spend or no wishlists. */
export const costPerWishlistCents = (costCents: number | null, wishlists: number | null): number | null =>
  costCents !== null && costCents > 0 && wishlists !== null && wishlists > 0 ? Math.round(costCents / wishlists) : null;

export function figuresOf(
  posts: Iterable<ReportedPost>,
  creators: number,
  costCents: number | null,
  wishlists: number | null = null,
): ReportFigures {
  let contentPieces = 0;
  let reach = 0;
  let hoursWatched = 0;
  for (const post of posts) {
    contentPieces += 1;
    reach += post.views;
    hoursWatched += post.hoursWatched;
  }
  const costPerHourWatchedCents = costCents !== null && costCents > 0 && hoursWatched > 0 ? Math.round(costCents / hoursWatched) : null;
  const wishlistsPerHourWatched = wishlists !== null && hoursWatched > 0 ? wishlists / hoursWatched : null;
  return {
    creators,
    contentPieces,
    reach,
    hoursWatched,
    costCents,
    costPerHourWatchedCents,
    wishlists,
    costPerWishlistCents: costPerWishlistCents(costCents, wishlists),
    wishlistsPerHourWatched,
  };
}
