import type { Objective, Strategy } from './matchmaking-brief.schema.ts';

/*
 * The matchmaking scoring model (deterministic: the same brief and creators give the same list).
 *
 * Hard filters, because a mismatch makes a creator useless whatever the other figures say (the
 * requirements rule book also treats location and language as always required):
 *   - language: when the brief lists languages, the creator must speak one of them;
 *   - location: when the brief lists locations, the creator's country or region must be one of them;
 *   - affordability: the suggested offer (see offer-pricing.ts) must fit the max bid per hour watched
 *     and be at least the creator's minimum deal size, and more than zero.
 *
 * Signals, each from 0 to 1:
 *   - game: 1 when the creator plays the brief's game, 0.6 for a similar game, 0 otherwise. Audiences
 *     follow games, so this is the strongest predictor that viewers care about the brief.
 *   - size: how well the creator's average CCV fits the strategy's band (few large, balanced, many
 *     small). 1 inside the band, minus 0.5 per factor of ten outside it, never below 0. The bands are
 *     the tiers of spec 9 and do not overlap (many small: micro, 10-100 CCV; balanced: mid, 100-1,000;
 *     few large: macro and top, over 1,000), so a strategy changes who comes first: a 700-CCV channel
 *     is not a small one.
 *   - duration: average stream length over the minimum content duration, capped at 1. A creator who
 *     usually streams 1 hour is less likely to deliver a 3-hour stream.
 *   - cost: the creator's list price per hour watched (price-per-hour-watched.ts) over their estimated
 *     cost per hour watched, capped at 1. Creators whose minimum deal pushes them above their list
 *     price are worth less per dollar. A Key campaign pays no cash, so its cost signal is 1.
 *
 * Weights depend on the objective (each row sums to 1): awareness buys reach, so size weighs most;
 * engagement needs viewers who care about the game and long streams; conversion needs the game and
 * cheap hours watched. The weighted sum times 100, rounded, is the score's points (0-100), mapped to
 * a match score in match-score.ts. Creators are ranked by the unrounded sum, ties by creator id.
 *
 * Observed conversions: where the company's own imported Steam UTM reports show the wishlists per
 * hour watched a creator brought before, the cost signal is half price and half that evidence:
 * min(1, observed / WISHLISTS_PER_HOUR_REFERENCE). Still 0..1, so the upper bound's cost term of 1
 * holds; the match says which basis its value used (valueBasis).
 *
 * Predicted CCV is the creator's average CCV times a retention factor: 1 on the brief's game, 0.9 on
 * a similar game, 0.75 otherwise (viewers drift away from a game they did not come for).
 */

export type GameFit = 'MAIN' | 'SIMILAR' | 'OTHER';
export const GAME_SIGNAL: Readonly<Record<GameFit, number>> = { MAIN: 1, SIMILAR: 0.6, OTHER: 0 };
export const CCV_RETENTION: Readonly<Record<GameFit, number>> = { MAIN: 1, SIMILAR: 0.9, OTHER: 0.75 };

/** [lowest, highest] average CCV each strategy prefers. */
export const STRATEGY_CCV_BAND: Readonly<Record<Strategy, readonly [number, number]>> = {
  FEW_LARGE_CREATORS: [1_000, Number.POSITIVE_INFINITY],
  BALANCED: [100, 1_000],
  MANY_SMALL_CREATORS: [10, 100],
};

export interface Signals {
  readonly game: number;
  readonly size: number;
  readonly duration: number;
  readonly cost: number;
}

export const OBJECTIVE_WEIGHTS: Readonly<Record<Objective, Signals>> = {
  AWARENESS: { game: 0.3, size: 0.35, duration: 0.15, cost: 0.2 },
  ENGAGEMENT: { game: 0.45, size: 0.2, duration: 0.25, cost: 0.1 },
  CONVERSION: { game: 0.4, size: 0.15, duration: 0.1, cost: 0.35 },
};

export function sizeSignal(averageCcv: number, strategy: Strategy): number {
  if (averageCcv <= 0) return 0;
  const [low, high] = STRATEGY_CCV_BAND[strategy];
  const edge = averageCcv < low ? low : averageCcv > high ? high : averageCcv;
  return Math.max(0, 1 - 0.5 * Math.abs(Math.log10(averageCcv / edge)));
}

export function durationSignal(averageStreamHours: number, minContentDurationHours: number): number {
  if (minContentDurationHours <= 0) return 1;
  return Math.min(1, Math.max(0, averageStreamHours) / minContentDurationHours);
}

export const costSignal = (listPricePerHourCents: number, costPerHourWatchedCents: number): number =>
  costPerHourWatchedCents <= 0 ? 1 : Math.min(1, listPricePerHourCents / costPerHourWatchedCents);

/** Our choice: one wishlist per two hours watched is as good as the evidence gets (a signal of 1). */
export const WISHLISTS_PER_HOUR_REFERENCE = 0.5;

/** The cost signal with a creator's observed wishlists per hour watched blended in, when known. */
export function valueSignal(cost: number, observedWishlistsPerHourWatched: number | null | undefined): number {
  if (observedWishlistsPerHourWatched === null || observedWishlistsPerHourWatched === undefined) return cost;
  const evidence = Math.min(1, Math.max(0, observedWishlistsPerHourWatched) / WISHLISTS_PER_HOUR_REFERENCE);
  return 0.5 * cost + 0.5 * evidence;
}

/** The weighted sum, 0..1; unrounded so ranking keeps every difference. */
export function weightedSum(signals: Signals, objective: Objective): number {
  const w = OBJECTIVE_WEIGHTS[objective];
  return w.game * signals.game + w.size * signals.size + w.duration * signals.duration + w.cost * signals.cost;
}

/** Rounded to millionths first, so float noise (0.925 * 100 = 92.4999...) cannot flip a half point. */
export const pointsOf = (sum: number): number => Math.round(Math.round(sum * 1e6) / 1e4);

/**
 * What the weighted sum can be at most for a creator, before the offer is priced: the game, size and
 * duration signals exactly, the cost signal at its maximum of 1. A store can compute it per row
 * (the same formulas: size from the CCV band, duration over the minimum) to hand over the creators
 * that could rank highest first; see GenerateMatchmakingResults for why that is exact.
 */
export interface UpperBoundTerms {
  readonly weights: Signals;
  readonly gameSignal: Readonly<Record<GameFit, number>>;
  /** [lowest, highest] CCV of the strategy's band; highest is Infinity for few large creators. */
  readonly band: readonly [number, number];
  readonly minContentDurationHours: number;
}

export const upperBoundTerms = (brief: { objective: Objective; strategy: Strategy; minContentDurationHours: number }): UpperBoundTerms => ({
  weights: OBJECTIVE_WEIGHTS[brief.objective],
  gameSignal: GAME_SIGNAL,
  band: STRATEGY_CCV_BAND[brief.strategy],
  minContentDurationHours: brief.minContentDurationHours,
});

/** Added to a bound so that float noise in another implementation of the same formulas (SQL) can never make it too low. */
export const UPPER_BOUND_SLACK = 1e-9;

export function sumUpperBound(fit: GameFit, averageCcv: number, averageStreamHours: number, terms: UpperBoundTerms): number {
  const w = terms.weights;
  const [low, high] = terms.band;
  const edge = averageCcv < low ? low : averageCcv > high ? high : averageCcv;
  const size = averageCcv <= 0 ? 0 : Math.max(0, 1 - 0.5 * Math.abs(Math.log10(averageCcv / edge)));
  return (
    w.game * terms.gameSignal[fit] +
    w.size * size +
    w.duration * durationSignal(averageStreamHours, terms.minContentDurationHours) +
    w.cost +
    UPPER_BOUND_SLACK
  );
}
