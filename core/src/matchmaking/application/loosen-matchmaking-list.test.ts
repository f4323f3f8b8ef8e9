import { describe, expect, it } from 'vitest';
import { HIGHEST_LIST_PRICE_CENTS } from '../domain/loosen-brief.ts';
import { aBrief, aCandidate, aMatchmakingList } from '../testing/builders.ts';
import { matchmakingTestDeps } from '../testing/matchmaking-test-deps.ts';
import { GenerateMatchmakingResults } from './generate-matchmaking-results.ts';
import { LoosenMatchmakingList, SuggestLooserFilters } from './loosen-matchmaking-list.ts';

/** A Nordic, English, cheap brief over creators who are German speakers, Americans, or Swedes too dear for it. */
async function emptyList() {
  const deps = matchmakingTestDeps();
  deps.candidates.replace([
    aCandidate().withId('de-1').speaking('de').build(),
    aCandidate().withId('de-2').speaking('de').build(),
    aCandidate().withId('de-3').speaking('de').build(),
    aCandidate().withId('us-1').from('US', 'NORTH_AMERICA').build(),
    aCandidate().withId('se-dear').withMinimumDeal(90_000).build(),
  ]);
  const brief = aBrief({
    languages: ['en'],
    locations: ['SE', 'NO'],
    budget: { totalCents: 1_000_000, perRegionCents: {}, maxBidPerHourWatchedCents: 30 },
  });
  const list = aMatchmakingList().withCompany('acme').withBrief(brief).build();
  await deps.lists.save(list);
  const generated = await new GenerateMatchmakingResults(deps).execute({ companyId: 'acme', listId: list.id });
  expect(generated.ok && generated.value.matches).toEqual([]);
  return { deps, list };
}

describe('SuggestLooserFilters', () => {
  it('says which filter left nobody and how many loosening each alone would bring, most first', async () => {
    const { deps, list } = await emptyList();
    const looser = await new SuggestLooserFilters(deps).execute({ companyId: 'acme', listId: list.id });
    // The German speakers are Swedes, so any language brings all three; any location brings the American.
    expect(looser.ok && looser.value).toEqual([
      { filter: 'LANGUAGES', addsBack: 3 },
      { filter: 'LOCATIONS', addsBack: 1 },
    ]);
  });

  it('gives no advice for a list with results, and none for another company’s list', async () => {
    const { deps, list } = await emptyList();
    deps.candidates.replace([aCandidate().withId('se-1').build()]);
    const full = aMatchmakingList().withCompany('acme').build();
    await deps.lists.save(full);
    await new GenerateMatchmakingResults(deps).execute({ companyId: 'acme', listId: full.id });
    const advice = await new SuggestLooserFilters(deps).execute({ companyId: 'acme', listId: full.id });
    expect(advice.ok && advice.value).toEqual([]);
    const foreign = await new SuggestLooserFilters(deps).execute({ companyId: 'globex', listId: list.id });
    expect(!foreign.ok && foreign.error.code).toBe('MATCHMAKING.LIST_NOT_FOUND');
  });
});

describe('LoosenMatchmakingList', () => {
  it('makes a new list with the filter loosened and its results, leaving the old list as it was', async () => {
    const { deps, list } = await emptyList();
    const looser = await new LoosenMatchmakingList(deps).execute({ companyId: 'acme', listId: list.id, filter: 'LANGUAGES' });
    if (!looser.ok) throw looser.error;
    expect(looser.value.id).not.toBe(list.id);
    expect(looser.value.brief.languages).toEqual([]);
    expect(looser.value.brief.locations).toEqual(['SE', 'NO']);
    expect(looser.value.results?.matches.map((m) => m.creatorId).sort()).toEqual(['de-1', 'de-2', 'de-3']);
    expect((await deps.lists.findById(list.id))?.brief.languages).toEqual(['en']);
  });

  it('raises the max bid to the highest list price, and refuses a filter the brief does not set at its field', async () => {
    const { deps, list } = await emptyList();
    const raised = await new LoosenMatchmakingList(deps).execute({ companyId: 'acme', listId: list.id, filter: 'MAX_BID' });
    expect(raised.ok && raised.value.brief.budget.maxBidPerHourWatchedCents).toBe(HIGHEST_LIST_PRICE_CENTS);
    if (!raised.ok) throw raised.error;
    const again = await new LoosenMatchmakingList(deps).execute({ companyId: 'acme', listId: raised.value.id, filter: 'MAX_BID' });
    expect(!again.ok && [again.error.code, again.error.field]).toEqual(['MATCHMAKING.NOTHING_TO_LOOSEN', 'filter']);
    const foreign = await new LoosenMatchmakingList(deps).execute({ companyId: 'globex', listId: list.id, filter: 'LANGUAGES' });
    expect(!foreign.ok && foreign.error.code).toBe('MATCHMAKING.LIST_NOT_FOUND');
  });
});
