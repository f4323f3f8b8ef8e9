import { StatTiles } from '../stat-tile/StatTiles.tsx';
import { formatMaybeCount, formatRate, formatSpend, type ReportFiguresView } from './report-format.ts';
import { formatCount, formatDecimal } from '../format/format.ts';

export interface ReportFiguresProps {
  /** The period's totals. */
  figures: ReportFiguresView;
  /** Says the period under each tile, e.g. "Last 90 days". */
  caption: string;
  /** Shows placeholders while loading. */
  loading?: boolean;
}

/** Stat tiles for reach, hours watched, content pieces, creators, spend, cost per hour watched, and the wishlists tracked links brought. */
export function ReportFigures({ figures, caption, loading = false }: ReportFiguresProps) {
  const tiles = [
    ['Reach (views)', formatCount(figures.reach)],
    ['Hours watched', formatDecimal(figures.hoursWatched)],
    ['Content pieces', formatCount(figures.contentPieces)],
    ['Creators', formatCount(figures.creators)],
    ['Spend', formatSpend(figures.costCents)],
    ['Cost per hour watched', formatSpend(figures.costPerHourWatchedCents)],
    ['Wishlists', formatMaybeCount(figures.wishlists)],
    ['Cost per wishlist', formatSpend(figures.costPerWishlistCents)],
    ['Wishlists per hour watched', formatRate(figures.wishlistsPerHourWatched)],
  ] as const;
  return <StatTiles tiles={tiles} caption={caption} loading={loading} />;
}
