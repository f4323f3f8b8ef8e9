import { describe, expect, it } from 'vitest';
import { aCandidate, aMatchmakingList } from '../testing/builders.ts';
import { matchmakingTestDeps } from '../testing/matchmaking-test-deps.ts';
import { ChangeMatchmakingSelection, ClearMatchmakingSelection, MatchmakingSelectionToInvite } from './change-matchmaking-selection.ts';
import { GenerateMatchmakingResults } from './generate-matchmaking-results.ts';

const COMPANY = 'company-1';

async function setup({ generate = true } = {}) {
  const deps = matchmakingTestDeps();
  const list = aMatchmakingList().withCompany(COMPANY).build();
  await deps.lists.save(list);
  deps.candidates.replace([
    aCandidate().withId('creator-a').build(),
    aCandidate().withId('creator-b').withCcv(300).build(),
    aCandidate().withId('creator-c').withCcv(100).build(),
  ]);
  if (generate) await new GenerateMatchmakingResults(deps).execute({ companyId: COMPANY, listId: list.id });
  const change = (select: string[], unselect: string[] = [], companyId = COMPANY) =>
    new ChangeMatchmakingSelection(deps).execute({ companyId, listId: list.id, select, unselect });
  return { deps, list, change };
}

describe('ChangeMatchmakingSelection', () => {
  it('selects and unselects rows, keeping the order of the results, and stores the selection', async () => {
    const { deps, list, change } = await setup();
    const order = (await deps.lists.findById(list.id))?.results?.matches.map((m) => m.creatorId) ?? [];

    await change([order[2] as string, order[0] as string]);
    const result = await change([order[1] as string], [order[2] as string]);

    expect(result.ok && result.value.selectedCreatorIds).toEqual([order[0], order[1]]);
    expect((await deps.lists.findById(list.id))?.selectedCreatorIds).toEqual([order[0], order[1]]);
  });

  it('refuses a creator that is not in the results and changes nothing', async () => {
    const { deps, list, change } = await setup();
    await change(['creator-a']);
    const result = await change(['creator-b', 'stranger']);
    expect(!result.ok && result.error.code).toBe('MATCHMAKING.CREATOR_NOT_IN_RESULTS');
    expect((await deps.lists.findById(list.id))?.selectedCreatorIds).toEqual(['creator-a']);
  });

  it('refuses to select before the results exist', async () => {
    const { change } = await setup({ generate: false });
    const result = await change(['creator-a']);
    expect(!result.ok && result.error.code).toBe('MATCHMAKING.RESULTS_NOT_GENERATED');
  });

  it("answers another company's list as not found", async () => {
    const { deps, list, change } = await setup();
    const result = await change(['creator-a'], [], 'company-2');
    expect(!result.ok && result.error.code).toBe('MATCHMAKING.LIST_NOT_FOUND');
    expect((await deps.lists.findById(list.id))?.selectedCreatorIds).toEqual([]);
  });
});

describe('ClearMatchmakingSelection', () => {
  it('empties the selection and leaves the results as generated', async () => {
    const { deps, list, change } = await setup();
    await change(['creator-a', 'creator-b']);
    const before = (await deps.lists.findById(list.id))?.results;

    const result = await new ClearMatchmakingSelection(deps).execute({ companyId: COMPANY, listId: list.id });

    expect(result.ok && result.value.selectedCreatorIds).toEqual([]);
    expect(await deps.lists.findById(list.id)).toMatchObject({ selectedCreatorIds: [], results: before });
  });

  it("refuses another company's list", async () => {
    const { deps, list } = await setup();
    const result = await new ClearMatchmakingSelection(deps).execute({ companyId: 'company-2', listId: list.id });
    expect(!result.ok && result.error.code).toBe('MATCHMAKING.LIST_NOT_FOUND');
  });
});

describe('MatchmakingSelectionToInvite', () => {
  it("hands over the list's activation and the selected creators", async () => {
    const { deps, list, change } = await setup();
    await change(['creator-b']);
    const result = await new MatchmakingSelectionToInvite(deps).execute({ companyId: COMPANY, listId: list.id });
    expect(result).toEqual({
      ok: true,
      value: { activationType: list.brief.activation.type, activationId: list.brief.activation.id, creatorIds: ['creator-b'] },
    });
  });

  it('refuses an empty selection at its field', async () => {
    const { deps, list } = await setup();
    const result = await new MatchmakingSelectionToInvite(deps).execute({ companyId: COMPANY, listId: list.id });
    expect(!result.ok && [result.error.code, result.error.field]).toEqual(['MATCHMAKING.EMPTY_SELECTION', 'creatorIds']);
  });
});
