import { describe, expect, it } from 'vitest';
import { DAY_MS } from '../../shared/time.ts';
import { aCandidate, aMatchmakingList } from '../testing/builders.ts';
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
      matches: [{ creatorId: 'creator-a', matchScore: 'EXCELLENT' }],
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

  it('answers not found for an unknown list and for another company’s list', async () => {
    const { list, generate } = await setup();

    const unknown = await generate.execute({ companyId: 'company-1', listId: 'nope' });
    const foreign = await generate.execute({ companyId: 'company-2', listId: list.id });

    expect(!unknown.ok && unknown.error.code).toBe('MATCHMAKING.LIST_NOT_FOUND');
    expect(!foreign.ok && foreign.error.code).toBe('MATCHMAKING.LIST_NOT_FOUND');
  });
});
