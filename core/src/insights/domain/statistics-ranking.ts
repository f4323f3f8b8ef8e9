import { tierOf, type CreatorTier, type TierBasis } from './creator-tier.ts';
import type { StatisticsFigures } from './statistics-figures.ts';

/** The tier a creator's figures over a period fall in; no streams (or no videos) count as 0, so nano. */
export function tierOfFigures(figures: StatisticsFigures, basis: TierBasis): CreatorTier {
  return tierOf(basis === 'CCV' ? (figures.averageCcv ?? 0) : (figures.averageViews ?? 0), basis);
}

/** Rankings go by hours watched, most first; cursors carry minus the watch seconds so the key ascends. */
export const rankingKey = (figures: StatisticsFigures, id: string): [number, string] => [-Math.round(figures.hoursWatched * 3_600), id];
