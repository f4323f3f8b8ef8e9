import type { Cents } from '../../shared/money.ts';
import type { MatchmakingBrief } from './matchmaking-brief.schema.ts';
import { PRICE_PER_HOUR_WATCHED_CENTS } from './price-per-hour-watched.ts';

/** The brief's filters that leave creators out, each of which a studio can loosen in one step. */
export const LOOSENABLE_FILTERS = ['LANGUAGES', 'LOCATIONS', 'MAX_BID'] as const;
export type LoosenableFilter = (typeof LOOSENABLE_FILTERS)[number];

/** The dearest list price of an hour watched: a max bid at this never keeps a creator out on price. */
export const HIGHEST_LIST_PRICE_CENTS = Math.max(
  ...Object.values(PRICE_PER_HOUR_WATCHED_CENTS).flatMap((byTier) => Object.values(byTier)),
) as Cents;

/**
 * The brief with one filter loosened: any language, any location (and no region budgets, which
 * name locations), or a max bid at the highest list price. Null when the filter leaves nobody out.
 */
export function loosenBrief(brief: MatchmakingBrief, filter: LoosenableFilter): MatchmakingBrief | null {
  switch (filter) {
    case 'LANGUAGES':
      return brief.languages.length > 0 ? { ...brief, languages: [] } : null;
    case 'LOCATIONS':
      return brief.locations.length > 0 || Object.keys(brief.budget.perRegionCents).length > 0
        ? { ...brief, locations: [], budget: { ...brief.budget, perRegionCents: {} } }
        : null;
    case 'MAX_BID':
      return brief.budget.maxBidPerHourWatchedCents < HIGHEST_LIST_PRICE_CENTS
        ? { ...brief, budget: { ...brief.budget, maxBidPerHourWatchedCents: HIGHEST_LIST_PRICE_CENTS } }
        : null;
  }
}
