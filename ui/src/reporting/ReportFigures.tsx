import { StatTiles } from '../stat-tile/StatTiles.tsx';
import { formatSpend, type ReportFiguresView } from './report-format.ts';
import { formatCount, formatDecimal } from '../format/format.ts';

export interface ReportFiguresProps {
  /** The period's totals. */
  figures: ReportFiguresView;
  /** Says the period under each tile, e.g. "Last 90 days". */
  caption: string;
  /** Shows placeholders while loading. */
  loading?: boolean;
}

/** Stat tiles for reach, hours watched, content pieces, creators, spend and cost per hour watched. */
export function ReportFigures({ figures, caption, loading = false }: ReportFiguresProps) {
  const tiles = [
    ['Reach (views)', formatCount(figures.reach)],
    ['Hours watched', formatDecimal(figures.hoursWatched)],
    ['Content pieces', formatCount(figures.contentPieces)],
    ['Creators', formatCount(figures.creators)],
    ['Spend', formatSpend(figures.costCents)],
    ['Cost per hour watched', formatSpend(figures.costPerHourWatchedCents)],
  ] as const;
  return <StatTiles tiles={tiles} caption={caption} loading={loading} />;
}
