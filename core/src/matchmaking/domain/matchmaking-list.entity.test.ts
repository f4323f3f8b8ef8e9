import { describe, expect, it } from 'vitest';
import { aCandidate, aMatchmakingList } from '../testing/builders.ts';
import { generateResults } from './matchmaking-list.entity.ts';

const now = new Date('2026-02-02T08:00:00.000Z');

describe('generateResults', () => {
  it('stores the ranked matches with generatedAt from the given now and their total offer', () => {
    const list = aMatchmakingList().build();
    const generated = generateResults(list, [aCandidate().withId('b').build(), aCandidate().withId('a').withCcv(300).build()], now);
    expect(generated.ok).toBe(true);
    if (!generated.ok) return;
    expect(generated.value.results.generatedAt).toEqual(now);
    expect(generated.value.results.matches.map((m) => m.creatorId)).toEqual(['a', 'b']);
    expect(generated.value.results.totalSuggestedOfferCents).toBe(27_000 + 45_000);
  });

  it('makes the results a frozen value', () => {
    const generated = generateResults(aMatchmakingList().build(), [aCandidate().build()], now);
    if (!generated.ok) throw new Error('expected results');
    expect(Object.isFrozen(generated.value.results)).toBe(true);
    expect(Object.isFrozen(generated.value.results.matches)).toBe(true);
    expect(Object.isFrozen(generated.value.results.matches[0])).toBe(true);
  });

  it('refuses to generate a second time (results are static once generated)', () => {
    const first = generateResults(aMatchmakingList().build(), [aCandidate().build()], now);
    if (!first.ok) throw new Error('expected results');
    const second = generateResults(first.value, [], new Date('2026-03-01T00:00:00.000Z'));
    expect(!second.ok && second.error.code).toBe('MATCHMAKING.RESULTS_ALREADY_GENERATED');
  });
});
