import { describe, expect, it } from 'vitest';
import { aBrief, aCandidate } from '../testing/builders.ts';
import { indexBrief } from './brief-index.ts';
import { scoreCreator } from './score-creator.ts';

const score = (candidate = aCandidate(), brief = aBrief()) => scoreCreator(candidate.build(), indexBrief(brief))?.match ?? null;

describe('scoreCreator', () => {
  it('gives a creator who fits every signal 100 points, EXCELLENT, with offer, CCV and cost per hour', () => {
    expect(score(aCandidate().withId('creator-x'))).toEqual({
      creatorId: 'creator-x',
      matchScore: 'EXCELLENT',
      points: 100,
      suggestedOfferCents: 45_000,
      predictedCcv: 500,
      predictedHoursWatched: 1000,
      estimatedCostPerHourCents: 45,
      valueBasis: 'ESTIMATE',
      observedWishlistsPerHourWatched: null,
    });
  });

  it('excludes a creator who speaks none of the brief languages, and keeps all when the brief lists none', () => {
    expect(score(aCandidate().speaking('de'))).toBeNull();
    expect(score(aCandidate().speaking('de', 'en'))).not.toBeNull();
    expect(score(aCandidate().speaking('de'), aBrief({ languages: [] }))).not.toBeNull();
  });

  it('matches locations by country or by region', () => {
    const inSweden = aBrief({ locations: ['SE'] });
    const inEurope = aBrief({ locations: ['EUROPE'] });
    expect(score(aCandidate().from('SE', 'EUROPE'), inSweden)).not.toBeNull();
    expect(score(aCandidate().from('DE', 'EUROPE'), inSweden)).toBeNull();
    expect(score(aCandidate().from('DE', 'EUROPE'), inEurope)).not.toBeNull();
    expect(score(aCandidate().from('US', 'NORTH_AMERICA'), inEurope)).toBeNull();
  });

  it('scores the brief game above a similar game above any other, and predicts CCV accordingly', () => {
    expect(score(aCandidate().playing('game-similar', 'game-main'))).toMatchObject({ points: 100, predictedCcv: 500 });
    expect(score(aCandidate().playing('game-similar'))).toMatchObject({ points: 88, matchScore: 'EXCELLENT', predictedCcv: 450 });
    expect(score(aCandidate().playing('game-other'))).toMatchObject({ points: 70, matchScore: 'GREAT', predictedCcv: 375 });
  });

  it('lets the objective decide the weights', () => {
    const otherGame = aCandidate().playing('game-other');
    expect(score(otherGame, aBrief({ objective: 'ENGAGEMENT' }))).toMatchObject({ points: 55, matchScore: 'GOOD' });
    expect(score(otherGame, aBrief({ objective: 'CONVERSION' }))).toMatchObject({ points: 60, matchScore: 'GOOD' });
  });

  it('lowers the score for short streams and for a minimum deal above the list price', () => {
    expect(score(aCandidate().withStreamHours(1))).toMatchObject({ points: 93 });
    // 100,000 cents for 1,000 hours watched: 100 cents an hour against a list price of 45 (cost signal 0.45).
    expect(score(aCandidate().withMinimumDeal(100_000))).toMatchObject({ points: 89, estimatedCostPerHourCents: 100 });
  });

  it('blends observed wishlists per hour watched into the cost signal where known, and says it did', () => {
    const pricey = aCandidate().withMinimumDeal(100_000);
    // Cost signal 0.45 alone (89 points); half of it plus half of the evidence: 0.5 wishlists an hour
    // counts fully (0.725, 94.5 points), none at all halves it (0.225, 84.5 points).
    expect(score(pricey.withObservedWishlists(0.5))).toMatchObject({
      points: 95,
      valueBasis: 'OBSERVED_WISHLISTS',
      observedWishlistsPerHourWatched: 0.5,
    });
    expect(score(aCandidate().withMinimumDeal(100_000).withObservedWishlists(0))).toMatchObject({
      points: 85,
      valueBasis: 'OBSERVED_WISHLISTS',
    });
  });

  it('excludes a creator whose minimum deal exceeds max bid x predicted hours watched', () => {
    expect(score(aCandidate().withMinimumDeal(100_001))).toBeNull();
    expect(score(aCandidate().withCcv(0))).toBeNull();
  });
});
