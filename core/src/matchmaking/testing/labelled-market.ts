import type { ChannelProvider } from '../../shared/channel-statistics.port.ts';
import { tierByCcv, type CreatorTier } from '../../shared/creator-tier.ts';
import { centsOf } from '../../shared/money.ts';
import { seededRandom } from '../../shared/testing/seeded-random.ts';
import type { CreatorCandidate } from '../domain/creator-candidate.ts';
import type { MatchmakingBrief, Strategy } from '../domain/matchmaking-brief.schema.ts';

/*
 * A market of creators shaped like the live-streaming market, and for a brief the matches a studio's
 * marketer would call best, so a ranking can be scored against them (NDCG).
 *
 * Average CCV is heavy-tailed: a Pareto draw with a minimum of 1 viewer and exponent 1, so about 90%
 * of channels average 10 viewers or fewer, 1% over 100 and 0.1% over 1,000. That is the shape of
 * the commonly reported Twitch figures (TwitchTracker, StreamsCharts: the large majority of live
 * channels average under 10 viewers, a few thousand channels over 1,000).
 * Each creator has one home country, its languages, a main platform and two or three games.
 */

const PLACES = [
  { country: 'US', region: 'NORTH_AMERICA', languages: ['en'], weight: 30 },
  { country: 'BR', region: 'SOUTH_AMERICA', languages: ['pt'], weight: 12 },
  { country: 'DE', region: 'EUROPE', languages: ['de', 'en'], weight: 10 },
  { country: 'SE', region: 'EUROPE', languages: ['sv', 'en'], weight: 6 },
  { country: 'NO', region: 'EUROPE', languages: ['no', 'en'], weight: 4 },
  { country: 'GB', region: 'EUROPE', languages: ['en'], weight: 10 },
  { country: 'JP', region: 'ASIA', languages: ['ja'], weight: 10 },
  { country: 'FR', region: 'EUROPE', languages: ['fr'], weight: 10 },
  { country: 'AU', region: 'OCEANIA', languages: ['en'], weight: 8 },
] as const;
const PLATFORMS: readonly [ChannelProvider, number][] = [
  ['twitch', 60],
  ['youtube', 30],
  ['tiktok', 10],
];
/** The brief's game, a similar one, and the rest of the catalogue, by share of creators playing them. */
export const MARKET_GAMES = { main: 'game-main', similar: 'game-similar' } as const;
const GAMES: readonly [string, number][] = [
  [MARKET_GAMES.main, 12],
  [MARKET_GAMES.similar, 12],
  ...Array.from({ length: 19 }, (_, i): [string, number] => [`game-${i}`, 4]),
];

const weighted = <T>(items: readonly (readonly [T, number])[], r: () => number): T => {
  const total = items.reduce((sum, [, w]) => sum + w, 0);
  let left = r() * total;
  for (const [item, w] of items) if ((left -= w) < 0) return item;
  return items[items.length - 1]![0];
};

/** Pareto(minimum, exponent): heavy-tailed, P(X > x) = (minimum / x) ^ exponent. */
export const paretoDraw = (r: () => number, minimum: number, exponent: number): number => minimum / (1 - r()) ** (1 / exponent);

export function generateMarket(count: number, seed = 28): CreatorCandidate[] {
  const r = seededRandom(seed);
  return Array.from({ length: count }, (_, i) => {
    const place = weighted(
      PLACES.map((p) => [p, p.weight] as const),
      r,
    );
    const averageCcv = Math.round(paretoDraw(r, 1, 1) * 10) / 10;
    const games = new Set([weighted(GAMES, r), weighted(GAMES, r), ...(r() < 0.5 ? [weighted(GAMES, r)] : [])]);
    // Larger channels stream longer and ask for a minimum deal more often.
    const hours = Math.min(10, 0.5 + Math.round((1 + r() * 3 + Math.log10(averageCcv)) * 2) / 2);
    const asksMinimum = r() < 0.1 + 0.1 * Math.log10(averageCcv);
    return {
      id: `mkt-${String(i).padStart(6, '0')}`,
      country: place.country,
      region: place.region,
      languages: [...place.languages],
      gameIds: [...games],
      platform: weighted(PLATFORMS, r),
      averageCcv,
      averageStreamHours: hours,
      minimumDealCents: centsOf(asksMinimum ? Math.round(averageCcv * 40 * (1 + r())) : 0),
    };
  });
}

/** The tiers (spec 9) a marketer would pick for each strategy. */
const STRATEGY_TIERS: Readonly<Record<Strategy, readonly CreatorTier[]>> = {
  MANY_SMALL_CREATORS: ['micro'],
  BALANCED: ['mid'],
  FEW_LARGE_CREATORS: ['macro', 'top'],
};

/**
 * How good a match the creator is for the brief, 0 (none) to 3 (one of the best), by the marketer's
 * rules rather than the scoring model's weights: no match outside the brief's languages and
 * places, nor one who cannot be paid within the max bid, nor one who plays neither the game nor a
 * similar one; the game counts 2 (similar 1), one more for a channel in the strategy's tiers, one
 * less for streams shorter than the content asks.
 */
export function knownRelevance(creator: CreatorCandidate, brief: MatchmakingBrief): number {
  if (brief.languages.length && !creator.languages.some((l) => brief.languages.includes(l))) return 0;
  if (brief.locations.length && !brief.locations.some((l) => l === creator.country || l === creator.region)) return 0;
  const hoursWatched = creator.averageCcv * brief.hoursPerCreator;
  if (creator.minimumDealCents > brief.budget.maxBidPerHourWatchedCents * hoursWatched) return 0;
  const game = creator.gameIds.includes(brief.gameId) ? 2 : creator.gameIds.some((g) => brief.similarGameIds.includes(g)) ? 1 : 0;
  if (game === 0) return 0;
  const size = STRATEGY_TIERS[brief.strategy].includes(tierByCcv(creator.averageCcv)) ? 1 : 0;
  const short = creator.averageStreamHours < brief.minContentDurationHours ? 1 : 0;
  return Math.max(0, game + size - short);
}

/** Normalised discounted cumulative gain of the first k of a ranking, with graded relevance (2^rel - 1 gains). */
export function ndcgAt(k: number, rankedRelevance: readonly number[], allRelevance: readonly number[]): number {
  const dcg = (values: readonly number[]) => values.slice(0, k).reduce((sum, rel, i) => sum + (2 ** rel - 1) / Math.log2(i + 2), 0);
  const ideal = dcg([...allRelevance].sort((a, b) => b - a));
  return ideal === 0 ? 1 : dcg(rankedRelevance) / ideal;
}
