import { describe, expect, it } from 'vitest';
import { aBrief, aBriefInput, aCandidate, generateCandidates } from '../testing/builders.ts';
import type { MatchmakingBriefInput } from './matchmaking-brief.schema.ts';
import { MAX_MATCHES, rankCreators } from './rank-creators.ts';

const withBudget = (budget: Partial<MatchmakingBriefInput['budget']>) => aBrief({ budget: { ...aBriefInput().budget, ...budget } });
const ids = (matches: readonly { creatorId: string }[]) => matches.map((m) => m.creatorId);
/** Each perfect default creator (500 CCV on Twitch, 45 cents per hour watched) is offered 45,000 cents. */
const perfect = (id: string, country = 'SE', region: 'EUROPE' | 'NORTH_AMERICA' = 'EUROPE') =>
  aCandidate().withId(id).from(country, region).build();

describe('rankCreators', () => {
  it('ranks by score, best first', () => {
    const other = aCandidate().withId('a-other').playing('game-other').build();
    const similar = aCandidate().withId('b-similar').playing('game-similar').build();
    const main = aCandidate().withId('c-main').build();
    expect(ids(rankCreators(aBrief(), [other, similar, main]))).toEqual(['c-main', 'b-similar', 'a-other']);
  });

  it('breaks ties by creator id and gives the same list whatever the input order', () => {
    expect(ids(rankCreators(aBrief(), [perfect('b'), perfect('a')]))).toEqual(['a', 'b']);
    const creators = generateCandidates(2_000);
    expect(rankCreators(aBrief(), [...creators].reverse())).toEqual(rankCreators(aBrief(), creators));
  });

  it('suggests no more creators than the total budget covers', () => {
    const creators = [perfect('a'), perfect('b'), perfect('c')];
    expect(ids(rankCreators(withBudget({ totalCents: 134_999 }), creators))).toEqual(['a', 'b']);
    expect(ids(rankCreators(withBudget({ totalCents: 135_000 }), creators))).toEqual(['a', 'b', 'c']);
  });

  it('skips a creator the rest of the budget cannot pay and keeps a cheaper one further down', () => {
    const cheaper = aCandidate().withId('b').withCcv(100).build(); // micro tier: 200 hours watched at 55 cents, 11,000 cents
    expect(ids(rankCreators(withBudget({ totalCents: 15_000 }), [perfect('a'), cheaper]))).toEqual(['b']);
  });

  it('caps the sum for the creators of a region with its budget', () => {
    const creators = [perfect('a', 'SE'), perfect('b', 'DE'), perfect('c', 'US', 'NORTH_AMERICA')];
    expect(ids(rankCreators(withBudget({ perRegionCents: { EUROPE: 89_999 } }), creators))).toEqual(['a', 'c']);
    expect(ids(rankCreators(withBudget({ perRegionCents: { EUROPE: 90_000 } }), creators))).toEqual(['a', 'b', 'c']);
    expect(ids(rankCreators(withBudget({ perRegionCents: { EUROPE: 0 } }), creators))).toEqual(['c']);
  });

  it('caps a country budget, and counts a creator against both its country and its region', () => {
    const creators = [perfect('a', 'SE'), perfect('b', 'SE'), perfect('c', 'DE')];
    expect(ids(rankCreators(withBudget({ perRegionCents: { SE: 45_000 } }), creators))).toEqual(['a', 'c']);
    expect(ids(rankCreators(withBudget({ perRegionCents: { SE: 90_000, EUROPE: 45_000 } }), creators))).toEqual(['a']);
  });

  it(`returns at most ${MAX_MATCHES} creators`, () => {
    const creators = Array.from({ length: MAX_MATCHES + 1 }, (_, i) => perfect(`c${String(i).padStart(3, '0')}`));
    const matches = rankCreators(withBudget({ totalCents: 1_000_000_000 }), creators);
    expect(matches).toHaveLength(MAX_MATCHES);
    expect(ids(matches).at(-1)).toBe(`c${MAX_MATCHES - 1}`);
  });

  it('never suggests an offer above max bid x predicted hours watched', () => {
    const brief = withBudget({ totalCents: 100_000_000, maxBidPerHourWatchedCents: 30 });
    for (const match of rankCreators(brief, generateCandidates(5_000))) {
      expect(match.suggestedOfferCents).toBeLessThanOrEqual(30 * match.predictedHoursWatched);
      expect(match.estimatedCostPerHourCents).toBeLessThanOrEqual(30);
    }
  });
});
