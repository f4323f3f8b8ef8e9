import { describe, expect, it } from 'vitest';
import { centsOf } from '../../shared/money.ts';
import { priceOffer } from './offer-pricing.ts';

const LIST_PRICE = 45;
const price = (predictedCcv: number, maxBid: number, minimumDeal = 0, hoursPerCreator = 2, paysInKeys = false) =>
  priceOffer({
    predictedCcv,
    hoursPerCreator,
    listPricePerHourCents: LIST_PRICE,
    maxBidPerHourWatchedCents: centsOf(maxBid),
    minimumDealCents: centsOf(minimumDeal),
    paysInKeys,
  });

describe('priceOffer', () => {
  it('offers the list price per predicted hour watched when the max bid is higher', () => {
    expect(price(500, 100)).toEqual({ predictedHoursWatched: 1000, suggestedOfferCents: 45_000, estimatedCostPerHourCents: 45 });
  });

  it('offers the max bid when it is below the list price', () => {
    expect(price(500, 20)).toMatchObject({ suggestedOfferCents: 20_000, estimatedCostPerHourCents: 20 });
  });

  it('raises the offer to the minimum deal size, up to max bid x predicted hours watched exactly', () => {
    expect(price(500, 100, 80_000)).toMatchObject({ suggestedOfferCents: 80_000, estimatedCostPerHourCents: 80 });
    expect(price(500, 100, 100_000)).toMatchObject({ suggestedOfferCents: 100_000, estimatedCostPerHourCents: 100 });
    expect(price(500, 100, 100_001)).toBeNull();
  });

  it('rounds down so a fractional hour never crosses the cap', () => {
    // 3 CCV x 1.5 h = 4.5 hours watched; cap floor(7 x 4.5) = 31; the max bid is below the list price.
    expect(price(3, 7, 0, 1.5)).toMatchObject({ predictedHoursWatched: 4.5, suggestedOfferCents: 31, estimatedCostPerHourCents: 7 });
  });

  it('suggests nothing when no hours are watched or the offer would be zero', () => {
    expect(price(0, 100)).toBeNull();
    expect(price(1, 1, 0, 0.25)).toBeNull();
  });

  it('offers no cash for a Key campaign, and nothing to a creator who asks a cash minimum', () => {
    expect(price(500, 100, 0, 2, true)).toEqual({ predictedHoursWatched: 1000, suggestedOfferCents: 0, estimatedCostPerHourCents: 0 });
    expect(price(500, 100, 1, 2, true)).toBeNull();
  });
});
