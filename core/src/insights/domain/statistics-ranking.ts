import { tierOf, type CreatorTier, type TierBasis } from '../../shared/creator-tier.ts';
import type { StatisticsFigures } from './statistics-figures.ts';

/** The tier a creator's figures over a period fall in; no streams (or no videos) count as 0, so nano. */
export function tierOfFigures(figures: StatisticsFigures, basis: TierBasis): CreatorTier {
  return tierOf(basis === 'CCV' ? (figures.averageCcv ?? 0) : (figures.averageViews ?? 0), basis);
}

/**
 * Rankings are of live streaming: by hours watched (live viewer-hours), most first, over the creators
 * or games with a stream in the period; cursors carry minus the watch seconds so the key ascends.
 */
export const rankingKey = (figures: StatisticsFigures, id: string): [number, string] => [-Math.round(figures.hoursWatched * 3_600), id];

/** Whether a creator or game belongs in a livestream ranking: at least one stream in the period. */
export const streamedIn = (figures: Pick<StatisticsFigures, 'streams'>): boolean => figures.streams > 0;
