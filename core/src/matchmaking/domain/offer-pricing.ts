import type { Cents } from '../../shared/money.ts';
import { centsOf, roundCents } from '../../shared/money.ts';

export interface OfferPrice {
  readonly predictedHoursWatched: number;
  /** Zero for a Key campaign: its offer is keys, never cash. */
  readonly suggestedOfferCents: Cents;
  /** Per hour watched, the unit of the brief's max bid. */
  readonly estimatedCostPerHourCents: Cents;
}

/**
 * Offers the creator's list price per predicted hour watched (price-per-hour-watched.ts), or the max
 * bid when it is lower, raised to the creator's minimum deal size. Null when that cannot be paid: the
 * offer would exceed max bid x predicted hours watched, or be zero. Rounds down so the cap is never
 * crossed.
 *
 * A Key campaign pays in keys (spec 3), so its offer is no cash at all; a creator who asks a minimum
 * deal in cash cannot be offered one.
 */
export function priceOffer(input: {
  predictedCcv: number;
  hoursPerCreator: number;
  listPricePerHourCents: number;
  maxBidPerHourWatchedCents: Cents;
  minimumDealCents: Cents;
  paysInKeys: boolean;
}): OfferPrice | null {
  const predictedHoursWatched = input.predictedCcv * input.hoursPerCreator;
  if (predictedHoursWatched <= 0) return null;
  if (input.paysInKeys) {
    return input.minimumDealCents > 0
      ? null
      : { predictedHoursWatched, suggestedOfferCents: centsOf(0), estimatedCostPerHourCents: centsOf(0) };
  }
  const cap = Math.floor(input.maxBidPerHourWatchedCents * predictedHoursWatched);
  const rate = Math.min(input.maxBidPerHourWatchedCents, input.listPricePerHourCents);
  const offer = Math.max(input.minimumDealCents, Math.floor(rate * predictedHoursWatched));
  if (offer <= 0 || offer > cap) return null;
  return {
    predictedHoursWatched,
    suggestedOfferCents: centsOf(offer),
    estimatedCostPerHourCents: roundCents(offer / predictedHoursWatched),
  };
}
