import { describe, expect, it } from 'vitest';
import { MAX_CREATORS_PER_CHANGE } from '../domain/creator-list.schema.ts';
import { aCreatorList, COMPANY_ID, OTHER_COMPANY_ID } from '../testing/builders.ts';
import { creatorListsTestDeps } from '../testing/creator-lists-test-deps.ts';
import { AddCreatorsToList } from './add-creators-to-list.ts';
import { CreatorListMemberIds, ListCreatorListMembers, ListCreatorLists, ViewCreatorList } from './creator-list-queries.ts';
import { DeleteCreatorList } from './delete-creator-list.ts';
import { RemoveCreatorsFromList } from './remove-creators-from-list.ts';

const page = { after: null, before: null, limit: 10, inverted: false };

async function setup() {
  const deps = creatorListsTestDeps();
  const list = aCreatorList();
  await deps.lists.save(list);
  const add = (creatorIds: unknown, companyId = COMPANY_ID) =>
    new AddCreatorsToList(deps).execute({ companyId, listId: list.id, selection: { creatorIds } });
  return { deps, list, add };
}

describe('AddCreatorsToList', () => {
  it('adds creators in bulk, reports those already there and ids that are no creator', async () => {
    const { deps, list, add } = await setup();
    await add(['cr-1']);
    const result = await add(['cr-1', 'cr-2', 'cr-2', 'nobody']);
    expect(result).toEqual({ ok: true, value: { added: ['cr-2'], alreadyOnList: ['cr-1'], notFound: ['nobody'] } });
    expect(await deps.lists.memberIds(list.id)).toEqual(['cr-1', 'cr-2']);
    expect(await new ListCreatorLists(deps).execute({ companyId: COMPANY_ID })).toEqual([{ list, creatorCount: 2 }]);
    expect(await new ViewCreatorList(deps).execute({ companyId: COMPANY_ID, listId: list.id })).toEqual({
      ok: true,
      value: { list, creatorCount: 2 },
    });
    expect(await new ViewCreatorList(deps).execute({ companyId: OTHER_COMPANY_ID, listId: list.id })).toMatchObject({ ok: false });
  });

  it("refuses another company's list and an empty or oversized selection", async () => {
    const { deps, list, add } = await setup();
    expect(await add(['cr-1'], OTHER_COMPANY_ID)).toMatchObject({ ok: false, error: { code: 'CREATOR_LISTS.NOT_FOUND' } });
    expect(await add([])).toMatchObject({ ok: false, error: { field: 'creatorIds', message: 'Choose at least one creator.' } });
    const many = Array.from({ length: MAX_CREATORS_PER_CHANGE + 1 }, (_, i) => `cr-${i}`);
    expect(await add(many)).toMatchObject({ ok: false, error: { field: 'creatorIds' } });
    expect(await deps.lists.memberIds(list.id)).toEqual([]);
  });
});

describe('RemoveCreatorsFromList, the list queries and DeleteCreatorList', () => {
  it('removes creators in bulk and pages what is left, for the owning company only', async () => {
    const { deps, list, add } = await setup();
    await add(['cr-1', 'cr-2', 'cr-3']);
    const remove = new RemoveCreatorsFromList(deps);
    expect(await remove.execute({ companyId: OTHER_COMPANY_ID, listId: list.id, selection: { creatorIds: ['cr-1'] } })).toMatchObject({
      ok: false,
      error: { code: 'CREATOR_LISTS.NOT_FOUND' },
    });
    expect(await remove.execute({ companyId: COMPANY_ID, listId: list.id, selection: { creatorIds: ['cr-1', 'cr-9'] } })).toEqual({
      ok: true,
      value: { removed: ['cr-1'] },
    });
    const members = await new ListCreatorListMembers(deps).execute({ companyId: COMPANY_ID, listId: list.id, page });
    expect(members.ok && members.value.members.map((m) => m.creatorId)).toEqual(['cr-2', 'cr-3']);
    expect(await new ListCreatorListMembers(deps).execute({ companyId: OTHER_COMPANY_ID, listId: list.id, page })).toMatchObject({
      ok: false,
    });
    expect(await new CreatorListMemberIds(deps).execute({ companyId: OTHER_COMPANY_ID, listId: list.id })).toMatchObject({ ok: false });
    expect(await new CreatorListMemberIds(deps).execute({ companyId: COMPANY_ID, listId: list.id })).toEqual({
      ok: true,
      value: ['cr-2', 'cr-3'],
    });
  });

  it('refuses to hand out an empty list for inviting', async () => {
    const { deps, list } = await setup();
    expect(await new CreatorListMemberIds(deps).execute({ companyId: COMPANY_ID, listId: list.id })).toMatchObject({
      ok: false,
      error: { code: 'CREATOR_LISTS.EMPTY', field: 'listId' },
    });
  });

  it("deletes the company's own list only", async () => {
    const { deps, list } = await setup();
    const del = new DeleteCreatorList(deps);
    expect(await del.execute({ companyId: OTHER_COMPANY_ID, listId: list.id })).toMatchObject({ ok: false });
    expect(await del.execute({ companyId: COMPANY_ID, listId: list.id })).toEqual({ ok: true, value: { id: list.id } });
    expect(await deps.lists.findById(list.id)).toBeNull();
  });
});
