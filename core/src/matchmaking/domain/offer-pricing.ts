import type { Cents } from '../../shared/money.ts';
import { centsOf, roundCents } from '../../shared/money.ts';
import { MARKET_RATE_PER_HOUR_WATCHED_CENTS } from './scoring-model.ts';

export interface OfferPrice {
  readonly predictedHoursWatched: number;
  readonly suggestedOfferCents: Cents;
  /** Per hour watched, the unit of the brief's max bid. */
  readonly estimatedCostPerHourCents: Cents;
}

/**
 * Offers the market rate (or the max bid when it is lower) per predicted hour watched, raised to the
 * creator's minimum deal size. Null when that cannot be paid: the offer would exceed
 * max bid x predicted hours watched, or be zero. Rounds down so the cap is never crossed.
 */
export function priceOffer(input: {
  predictedCcv: number;
  hoursPerCreator: number;
  maxBidPerHourWatchedCents: Cents;
  minimumDealCents: Cents;
}): OfferPrice | null {
  const predictedHoursWatched = input.predictedCcv * input.hoursPerCreator;
  if (predictedHoursWatched <= 0) return null;
  const cap = Math.floor(input.maxBidPerHourWatchedCents * predictedHoursWatched);
  const rate = Math.min(input.maxBidPerHourWatchedCents, MARKET_RATE_PER_HOUR_WATCHED_CENTS);
  const offer = Math.max(input.minimumDealCents, Math.floor(rate * predictedHoursWatched));
  if (offer <= 0 || offer > cap) return null;
  return {
    predictedHoursWatched,
    suggestedOfferCents: centsOf(offer),
    estimatedCostPerHourCents: roundCents(offer / predictedHoursWatched),
  };
}
