import { describe, expect, it } from 'vitest';
import { CREATOR_LIST_NAME_MAX } from '../domain/creator-list.schema.ts';
import { aCreatorList, BUILDER_NOW, COMPANY_ID, OTHER_COMPANY_ID } from '../testing/builders.ts';
import { creatorListsTestDeps } from '../testing/creator-lists-test-deps.ts';
import { CreateCreatorList } from './create-creator-list.ts';
import { RenameCreatorList } from './rename-creator-list.ts';

describe('CreateCreatorList', () => {
  it('creates an empty list of the company with the trimmed name', async () => {
    const deps = creatorListsTestDeps();
    const result = await new CreateCreatorList(deps).execute({ companyId: COMPANY_ID, form: { name: '  Nordic streamers ' } });
    expect(result).toMatchObject({ ok: true, value: { companyId: COMPANY_ID, name: 'Nordic streamers', createdAt: BUILDER_NOW } });
    expect(await deps.lists.listByCompany(COMPANY_ID)).toHaveLength(1);
  });

  it('requires a name, within the length limit', async () => {
    const create = new CreateCreatorList(creatorListsTestDeps());
    expect(await create.execute({ companyId: COMPANY_ID, form: { name: '   ' } })).toMatchObject({
      ok: false,
      error: { code: 'VALIDATION.INVALID_FIELD', field: 'name', message: 'Creator list name required.' },
    });
    const tooLong = await create.execute({ companyId: COMPANY_ID, form: { name: 'x'.repeat(CREATOR_LIST_NAME_MAX + 1) } });
    expect(tooLong).toMatchObject({ ok: false, error: { field: 'name' } });
  });

  it("refuses a name the company already uses, whatever the case, but not another company's", async () => {
    const deps = creatorListsTestDeps();
    await deps.lists.save(aCreatorList({ name: 'Nordics' }));
    const create = new CreateCreatorList(deps);
    expect(await create.execute({ companyId: COMPANY_ID, form: { name: 'NORDICS' } })).toMatchObject({
      ok: false,
      error: { code: 'CREATOR_LISTS.NAME_TAKEN', field: 'name' },
    });
    expect((await create.execute({ companyId: OTHER_COMPANY_ID, form: { name: 'Nordics' } })).ok).toBe(true);
  });
});

describe('RenameCreatorList', () => {
  it('renames, and lets a list change the case of its own name', async () => {
    const deps = creatorListsTestDeps();
    const list = aCreatorList({ name: 'nordics' });
    await deps.lists.save(list);
    const rename = new RenameCreatorList(deps);
    expect(await rename.execute({ companyId: COMPANY_ID, listId: list.id, form: { name: 'Nordics' } })).toMatchObject({
      ok: true,
      value: { name: 'Nordics' },
    });
    expect((await deps.lists.findById(list.id))?.name).toBe('Nordics');
  });

  it("refuses another list's name and another company's list", async () => {
    const deps = creatorListsTestDeps();
    const list = aCreatorList({ name: 'One' });
    await deps.lists.save(list);
    await deps.lists.save(aCreatorList({ name: 'Two' }));
    const rename = new RenameCreatorList(deps);
    expect(await rename.execute({ companyId: COMPANY_ID, listId: list.id, form: { name: 'two' } })).toMatchObject({
      ok: false,
      error: { code: 'CREATOR_LISTS.NAME_TAKEN' },
    });
    expect(await rename.execute({ companyId: OTHER_COMPANY_ID, listId: list.id, form: { name: 'Mine' } })).toMatchObject({
      ok: false,
      error: { code: 'CREATOR_LISTS.NOT_FOUND' },
    });
    expect((await deps.lists.findById(list.id))?.name).toBe('One');
  });
});
