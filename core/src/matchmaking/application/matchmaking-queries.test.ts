import { describe, expect, it } from 'vitest';
import { aMatchmakingList } from '../testing/builders.ts';
import { matchmakingTestDeps } from '../testing/matchmaking-test-deps.ts';
import { ListMatchmakingLists, ViewMatchmakingList } from './matchmaking-queries.ts';

describe('matchmaking list queries', () => {
  it("lists only the company's own lists, newest first", async () => {
    const deps = matchmakingTestDeps();
    const older = aMatchmakingList().withCompany('company-1').createdAt(new Date('2026-01-01T00:00:00Z')).build();
    const newer = aMatchmakingList().withCompany('company-1').createdAt(new Date('2026-01-02T00:00:00Z')).build();
    await deps.lists.save(older);
    await deps.lists.save(newer);
    await deps.lists.save(aMatchmakingList().withCompany('company-2').build());

    const lists = await new ListMatchmakingLists(deps).execute({ companyId: 'company-1' });

    expect(lists.map((l) => l.id)).toEqual([newer.id, older.id]);
    expect(lists[0]).toMatchObject({ generatedAt: null, matchCount: 0, selectedCount: 0 });
  });

  it("shows one list of the company's and hides another company's", async () => {
    const deps = matchmakingTestDeps();
    const list = aMatchmakingList().withCompany('company-1').build();
    await deps.lists.save(list);
    expect(await new ViewMatchmakingList(deps).execute({ companyId: 'company-1', listId: list.id })).toEqual({ ok: true, value: list });
    const other = await new ViewMatchmakingList(deps).execute({ companyId: 'company-2', listId: list.id });
    expect(!other.ok && other.error.code).toBe('MATCHMAKING.LIST_NOT_FOUND');
  });
});
