import { describe, expect, it } from 'vitest';
import { aBrief, aCandidate, generateCandidates } from '../testing/builders.ts';
import { MAX_MATCHES, rankCreators } from './rank-creators.ts';

/** Correctness at the size the benchmark will time (no timing assertion here). */
describe('rankCreators over 100,000 creators', () => {
  // Generated creators never play these games, so the two known players are the only top scorers.
  const brief = aBrief({
    gameId: 'game-rare',
    similarGameIds: ['game-rare-like'],
    budget: { totalCents: 5_000_000, perRegionCents: { NORTH_AMERICA: 500_000 }, maxBidPerHourWatchedCents: 100 },
  });
  const star = aCandidate().withId('a-star').playing('game-rare').withCcv(1_000).build();
  const runnerUp = aCandidate().withId('a-runner-up').playing('game-rare-like').withCcv(1_000).build();
  const wrongLanguage = aCandidate().playing('game-rare').withId('a-wrong-language').speaking('fr').build();
  const tooExpensive = aCandidate().playing('game-rare').withId('a-too-expensive').withMinimumDeal(1_000_000).build();
  const creators = [...generateCandidates(99_996), tooExpensive, runnerUp, wrongLanguage, star];
  const matches = rankCreators(brief, creators);

  it('puts the known best creator first with its exact figures, and the known weaker one after it', () => {
    expect(matches[0]).toEqual({
      creatorId: 'a-star',
      matchScore: 'EXCELLENT',
      points: 100,
      suggestedOfferCents: 90_000, // mid tier on Twitch: 45 cents per hour watched
      predictedCcv: 1_000,
      predictedHoursWatched: 2_000,
      estimatedCostPerHourCents: 45,
      valueBasis: 'ESTIMATE',
      observedWishlistsPerHourWatched: null,
    });
    expect(matches[1]).toMatchObject({ creatorId: 'a-runner-up', matchScore: 'EXCELLENT', points: 88, predictedCcv: 900 });
    expect(matches[2]!.points).toBeLessThanOrEqual(70);
  });

  it('leaves out the creators a hard filter excludes', () => {
    const found = new Set(matches.map((m) => m.creatorId));
    expect(found.has('a-wrong-language')).toBe(false);
    expect(found.has('a-too-expensive')).toBe(false);
  });

  it('keeps to the budgets, the result size and the ranking order', () => {
    expect(matches.length).toBeGreaterThan(10);
    expect(matches.length).toBeLessThanOrEqual(MAX_MATCHES);
    expect(matches.reduce((sum, m) => sum + m.suggestedOfferCents, 0)).toBeLessThanOrEqual(5_000_000);
    const northAmerica = new Set(creators.filter((c) => c.region === 'NORTH_AMERICA').map((c) => c.id));
    const regionSpend = matches.filter((m) => northAmerica.has(m.creatorId)).reduce((sum, m) => sum + m.suggestedOfferCents, 0);
    expect(regionSpend).toBeLessThanOrEqual(500_000);
    for (let i = 1; i < matches.length; i += 1) {
      expect(matches[i - 1]!.points).toBeGreaterThanOrEqual(matches[i]!.points);
    }
  });
});
