import { describe, expect, it } from 'vitest';
import { DAY_MS } from '../../shared/time.ts';
import { MAX_MATCHES, rankCreators } from '../domain/rank-creators.ts';
import { aBrief, aCandidate, aMatchmakingList, generateCandidates } from '../testing/builders.ts';
import { matchmakingTestDeps } from '../testing/matchmaking-test-deps.ts';
import { GenerateMatchmakingResults } from './generate-matchmaking-results.ts';

async function setup() {
  const deps = matchmakingTestDeps();
  const list = aMatchmakingList().withCompany('company-1').build();
  await deps.lists.save(list);
  deps.candidates.replace([aCandidate().withId('creator-a').build()]);
  return { deps, list, generate: new GenerateMatchmakingResults(deps) };
}

describe('GenerateMatchmakingResults', () => {
  it('ranks the creators, stamps the clock time and stores the results on the list', async () => {
    const { deps, list, generate } = await setup();

    const result = await generate.execute({ companyId: 'company-1', listId: list.id });

    expect(result.ok && result.value).toMatchObject({
      generatedAt: deps.clock.now(),
      // 100 points, but a list of one has no best tenth or third to be EXCELLENT or GREAT in.
      matches: [{ creatorId: 'creator-a', points: 100, matchScore: 'GOOD' }],
    });
    expect((await deps.lists.findById(list.id))?.results?.matches).toHaveLength(1);
  });

  it('returns the stored results unchanged later, even when creators and time have moved on', async () => {
    const { deps, list, generate } = await setup();
    const first = await generate.execute({ companyId: 'company-1', listId: list.id });
    deps.clock.advance(3 * DAY_MS);
    deps.candidates.replace([aCandidate().withId('creator-b').build(), aCandidate().withId('creator-c').build()]);

    const second = await generate.execute({ companyId: 'company-1', listId: list.id });

    expect(second).toEqual(first);
  });

  it('values a creator by the wishlists per hour watched the company observed where known, and says so on the match', async () => {
    const deps = matchmakingTestDeps();
    // Two creators alike in everything but price: the cheaper one leads on the estimate alone.
    const brief = aBrief({ objective: 'CONVERSION' });
    const list = aMatchmakingList().withCompany('company-1').withBrief(brief).build();
    const other = aMatchmakingList().withCompany('company-2').withBrief(brief).build();
    for (const l of [list, other]) await deps.lists.save(l);
    deps.candidates.replace([
      aCandidate().withId('cheap').withCcv(500).build(),
      aCandidate().withId('proven').withCcv(500).withMinimumDeal(90_000).build(),
    ]);
    // Company 1 saw the pricier creator bring wishlists, and the cheaper one next to none.
    deps.conversions.byCompany.set(
      'company-1',
      new Map([
        ['proven', 0.8],
        ['cheap', 0.02],
      ]),
    );

    const ours = await new GenerateMatchmakingResults(deps).execute({ companyId: 'company-1', listId: list.id });
    const theirs = await new GenerateMatchmakingResults(deps).execute({ companyId: 'company-2', listId: other.id });

    const matches = ours.ok ? ours.value.matches : [];
    expect(matches.map((m) => [m.creatorId, m.valueBasis, m.observedWishlistsPerHourWatched])).toEqual([
      ['proven', 'OBSERVED_WISHLISTS', 0.8],
      ['cheap', 'OBSERVED_WISHLISTS', 0.02],
    ]);
    // Another company's evidence never reaches this company's list.
    expect(theirs.ok && theirs.value.matches.map((m) => [m.creatorId, m.valueBasis])).toEqual([
      ['cheap', 'ESTIMATE'],
      ['proven', 'ESTIMATE'],
    ]);
  });

  it('answers not found for an unknown list and for another company’s list', async () => {
    const { list, generate } = await setup();

    const unknown = await generate.execute({ companyId: 'company-1', listId: 'nope' });
    const foreign = await generate.execute({ companyId: 'company-2', listId: list.id });

    expect(!unknown.ok && unknown.error.code).toBe('MATCHMAKING.LIST_NOT_FOUND');
    expect(!foreign.ok && foreign.error.code).toBe('MATCHMAKING.LIST_NOT_FOUND');
  });
});

describe('GenerateMatchmakingResults from the top candidates', () => {
  async function generateOver(budgetCents: number, objective: 'AWARENESS' | 'CONVERSION', topCandidates = 1_000) {
    const deps = matchmakingTestDeps();
    const creators = generateCandidates(20_000, 11);
    deps.candidates.replace(creators);
    const brief = aBrief({
      objective,
      budget: { totalCents: budgetCents, perRegionCents: { EUROPE: budgetCents / 2 }, maxBidPerHourWatchedCents: 100 },
    });
    const list = aMatchmakingList().withCompany('company-1').withBrief(brief).build();
    await deps.lists.save(list);
    let fullReads = 0;
    const listCandidates = deps.candidates.listCandidates.bind(deps.candidates);
    deps.candidates.listCandidates = async () => {
      fullReads += 1;
      return listCandidates();
    };
    const result = await new GenerateMatchmakingResults(deps, { topCandidates }).execute({
      companyId: 'company-1',
      listId: list.id,
    });
    if (!result.ok) throw new Error('expected results');
    return { matches: result.value.matches, expected: rankCreators(brief, creators), fullReads };
  }

  it('gives the same matches as ranking everyone, from the top candidates alone, when the walk fills MAX_MATCHES', async () => {
    for (const objective of ['AWARENESS', 'CONVERSION'] as const) {
      const { matches, expected, fullReads } = await generateOver(100_000_000, objective);
      expect(matches).toHaveLength(MAX_MATCHES);
      expect(matches).toEqual(expected);
      expect(fullReads).toBe(0);
    }
  });

  it('ranks everyone tied near the top when the first top is too crowded to settle the answer, and everyone when the walk never stops', async () => {
    // 600 creators tie at the best score: the first top of 260 holds only some of them.
    const creators = [
      ...Array.from({ length: 600 }, (_, n) =>
        aCandidate()
          .withId(`tie-${String(n).padStart(3, '0')}`)
          .build(),
      ),
      ...Array.from({ length: 100 }, (_, n) => aCandidate().withId(`other-${n}`).playing('game-other').build()),
    ];
    const run = async (topCandidates: number) => {
      const deps = matchmakingTestDeps();
      deps.candidates.replace(creators);
      const brief = aBrief({ budget: { totalCents: 100_000_000, perRegionCents: {}, maxBidPerHourWatchedCents: 100 } });
      const list = aMatchmakingList().withCompany('company-1').withBrief(brief).build();
      await deps.lists.save(list);
      let fullReads = 0;
      const listCandidates = deps.candidates.listCandidates.bind(deps.candidates);
      deps.candidates.listCandidates = async () => {
        fullReads += 1;
        return listCandidates();
      };
      const result = await new GenerateMatchmakingResults(deps, { topCandidates }).execute({ companyId: 'company-1', listId: list.id });
      return { matches: result.ok ? result.value.matches : [], expected: rankCreators(brief, creators), fullReads };
    };
    const grown = await run(260);
    expect(grown.matches.map((m) => m.creatorId)).toEqual(Array.from({ length: 250 }, (_, n) => `tie-${String(n).padStart(3, '0')}`));
    expect(grown.matches).toEqual(grown.expected);
    expect(grown.fullReads).toBe(0);
    const full = await run(5);
    expect(full.matches).toEqual(full.expected);
    expect(full.fullReads).toBe(1);
  });

  it('gives the same matches as ranking everyone when the budget, not MAX_MATCHES, ends the list', async () => {
    for (const budget of [500_000, 1_234_568]) {
      const { matches, expected } = await generateOver(budget, 'CONVERSION');
      expect(matches.length).toBeLessThan(MAX_MATCHES);
      expect(matches).toEqual(expected);
    }
  });
});
