import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { ChannelProvider } from '../../shared/channel-statistics.port.ts';
import { centsOf } from '../../shared/money.ts';
import { aBrief, aBriefInput, aCandidate } from '../testing/builders.ts';
import { generateMarket } from '../testing/labelled-market.ts';
import { indexBrief } from './brief-index.ts';
import type { CreatorCandidate } from './creator-candidate.ts';
import { MATCH_SCORES } from './match-score.ts';
import { OBJECTIVES, STRATEGIES, type MatchmakingBrief } from './matchmaking-brief.schema.ts';
import { PRICE_PER_HOUR_WATCHED_CENTS } from './price-per-hour-watched.ts';
import { rankCreators } from './rank-creators.ts';
import { scoreCreator } from './score-creator.ts';

// Properties of the scoring and pricing, over generated creators and briefs (fixed seed: the same cases every run).
const settings = { seed: 2_028, numRuns: 200 };

const creatorArb: fc.Arbitrary<CreatorCandidate> = fc.record({
  id: fc.string({ minLength: 1, maxLength: 6 }),
  country: fc.constant('SE'),
  region: fc.constant('EUROPE' as const),
  languages: fc.constant(['en']),
  gameIds: fc.subarray(['game-main', 'game-similar', 'game-other']),
  platform: fc.constantFrom<ChannelProvider>('twitch', 'youtube', 'tiktok'),
  averageCcv: fc.double({ min: 0.5, max: 200_000, noNaN: true }),
  averageStreamHours: fc.double({ min: 0, max: 12, noNaN: true }),
  minimumDealCents: fc.nat(200_000).map(centsOf),
});
const briefArb: fc.Arbitrary<MatchmakingBrief> = fc
  .record({
    objective: fc.constantFrom(...OBJECTIVES),
    strategy: fc.constantFrom(...STRATEGIES),
    maxBid: fc.integer({ min: 1, max: 300 }),
    keys: fc.boolean(),
  })
  .map(({ objective, strategy, maxBid, keys }) =>
    aBrief({
      objective,
      strategy,
      activation: { type: keys ? 'KEY' : 'QUEST', id: 'activation-1' },
      budget: { ...aBriefInput().budget, maxBidPerHourWatchedCents: maxBid },
    }),
  );
const sumOf = (creator: CreatorCandidate, brief: MatchmakingBrief) => scoreCreator(creator, indexBrief(brief))?.sum ?? null;

describe('matchmaking invariants', () => {
  it('keeps points within 0-100 and offers within max bid x predicted hours watched, with no cash for a Key campaign', () => {
    fc.assert(
      fc.property(creatorArb, briefArb, (creator, brief) => {
        const scored = scoreCreator(creator, indexBrief(brief));
        if (!scored) return;
        const { match } = scored;
        expect(match.points).toBeGreaterThanOrEqual(0);
        expect(match.points).toBeLessThanOrEqual(100);
        expect(match.suggestedOfferCents).toBeLessThanOrEqual(brief.budget.maxBidPerHourWatchedCents * match.predictedHoursWatched);
        if (brief.activation.type === 'KEY') expect(match.suggestedOfferCents).toBe(0);
        else expect(match.suggestedOfferCents).toBeGreaterThanOrEqual(creator.minimumDealCents);
      }),
      settings,
    );
  });

  it('never scores a creator lower for longer streams, a better game fit or a smaller minimum deal', () => {
    fc.assert(
      fc.property(creatorArb, briefArb, fc.double({ min: 0, max: 6, noNaN: true }), (creator, brief, more) => {
        const base = sumOf(creator, brief);
        if (base === null) return;
        expect(sumOf({ ...creator, averageStreamHours: creator.averageStreamHours + more }, brief)).toBeGreaterThanOrEqual(base);
        expect(sumOf({ ...creator, gameIds: ['game-main'] }, brief)).toBeGreaterThanOrEqual(base - 1e-12);
        expect(sumOf({ ...creator, minimumDealCents: centsOf(0) }, brief)).toBeGreaterThanOrEqual(base);
      }),
      settings,
    );
  });

  it('never scores a larger channel lower for few large creators, nor a smaller one (above the band) lower for many small creators', () => {
    fc.assert(
      fc.property(creatorArb, fc.double({ min: 1, max: 100, noNaN: true }), (raw, factor) => {
        const creator = { ...raw, minimumDealCents: centsOf(0) };
        const large = aBrief({ strategy: 'FEW_LARGE_CREATORS' });
        const small = aBrief({ strategy: 'MANY_SMALL_CREATORS' });
        const bigger = { ...creator, averageCcv: creator.averageCcv * factor };
        const [base, grown] = [sumOf(creator, large), sumOf(bigger, large)];
        // Under one predicted viewer nothing is offered, so there is no score to compare.
        if (base === null || grown === null) return;
        expect(grown).toBeGreaterThanOrEqual(base - 1e-12);
        if (creator.averageCcv >= 100) expect(sumOf(creator, small)).toBeGreaterThanOrEqual(sumOf(bigger, small)! - 1e-12);
      }),
      settings,
    );
  });

  it('prices an hour watched lower for a larger tier on every platform', () => {
    for (const prices of Object.values(PRICE_PER_HOUR_WATCHED_CENTS)) {
      const byTier = [prices.nano, prices.micro, prices.mid, prices.macro, prices.top];
      expect(byTier).toEqual([...byTier].sort((a, b) => b - a));
    }
  });

  it('lists creators in score order, scores never rising down the list, EXCELLENT for a tenth at most and within budget', () => {
    fc.assert(
      fc.property(fc.array(creatorArb, { minLength: 1, maxLength: 120 }), briefArb, (raw, brief) => {
        const creators = raw.map((c, i) => ({ ...c, id: `c${i}` }));
        const matches = rankCreators(brief, creators);
        const rank = (m: (typeof matches)[number]) => MATCH_SCORES.indexOf(m.matchScore);
        for (let i = 1; i < matches.length; i += 1) {
          expect(matches[i - 1]!.points).toBeGreaterThanOrEqual(matches[i]!.points);
          expect(rank(matches[i - 1]!)).toBeLessThanOrEqual(rank(matches[i]!));
        }
        expect(matches.filter((m) => m.matchScore === 'EXCELLENT').length).toBeLessThanOrEqual(matches.length / 10);
        expect(matches.filter((m) => rank(m) <= 1).length).toBeLessThanOrEqual(matches.length / 3);
        expect(matches.reduce((sum, m) => sum + m.suggestedOfferCents, 0)).toBeLessThanOrEqual(brief.budget.totalCents);
      }),
      { ...settings, numRuns: 60 },
    );
  });

  it('lets the strategy decide who comes first: small channels for many small creators, large ones for few large', () => {
    const brief = aBrief({ strategy: 'MANY_SMALL_CREATORS' });
    const [a700, b60] = [aCandidate().withId('a-700').withCcv(700).build(), aCandidate().withId('b-60').withCcv(60).build()];
    expect(rankCreators(brief, [a700, b60]).map((m) => m.creatorId)).toEqual(['b-60', 'a-700']);

    const market = generateMarket(20_000);
    // The median CCV of the first five.
    const medianTopCcv = (strategy: (typeof STRATEGIES)[number]) => {
      const brief = aBrief({
        strategy,
        languages: [],
        budget: { totalCents: 1_000_000_000, perRegionCents: {}, maxBidPerHourWatchedCents: 100 },
      });
      const byId = new Map(market.map((c) => [c.id, c.averageCcv]));
      const top = rankCreators(brief, market)
        .slice(0, 5)
        .map((m) => byId.get(m.creatorId)!)
        .sort((a, b) => a - b);
      return top[2]!;
    };
    const [small, balanced, large] = [medianTopCcv('MANY_SMALL_CREATORS'), medianTopCcv('BALANCED'), medianTopCcv('FEW_LARGE_CREATORS')];
    expect(small).toBeLessThanOrEqual(100);
    expect(balanced).toBeGreaterThan(100);
    expect(balanced).toBeLessThanOrEqual(1_000);
    expect(large).toBeGreaterThan(1_000);
  });
});
