import { describe, expect, it } from 'vitest';
import { aCodeItem, COMPANY_ID } from '../testing/builders.ts';
import { codesTestDeps, seedCodes } from '../testing/codes-test-deps.ts';
import { AddCodeManagerItem } from './add-code-manager-item.ts';

describe('AddCodeManagerItem', () => {
  it('stores a new item for the company', async () => {
    const deps = codesTestDeps();
    const result = await new AddCodeManagerItem(deps).execute({
      companyId: COMPANY_ID,
      actorUserId: 'user-1',
      item: { type: 'dlc', name: 'Soundtrack', game: 'Moonlight' },
    });
    expect(result).toMatchObject({
      ok: true,
      value: { type: 'dlc', name: 'Soundtrack', game: 'Moonlight', companyId: COMPANY_ID, createdBy: 'user-1' },
    });
    expect(await deps.items.listByCompany(COMPANY_ID)).toHaveLength(1);
  });

  it("refuses an item already in the company's Code Manager ('Item already in Code Manager')", async () => {
    const deps = codesTestDeps();
    await seedCodes(deps, { items: [aCodeItem({ type: 'dlc', name: 'Soundtrack', game: 'Moonlight' })] });
    const result = await new AddCodeManagerItem(deps).execute({
      companyId: COMPANY_ID,
      actorUserId: 'user-1',
      item: { type: 'dlc', name: ' SOUNDTRACK ', game: 'moonlight' },
    });
    expect(result).toMatchObject({
      ok: false,
      error: { code: 'CODES.ITEM_ALREADY_EXISTS', message: 'Item already in Code Manager.', field: 'name' },
    });
    expect(await deps.items.listByCompany(COMPANY_ID)).toHaveLength(1);
  });

  it('allows the same item in another company and the same name for another game', async () => {
    const deps = codesTestDeps();
    await seedCodes(deps, { items: [aCodeItem({ type: 'dlc', name: 'Soundtrack', game: 'Moonlight', companyId: 'other' })] });
    const add = new AddCodeManagerItem(deps);
    expect(
      (await add.execute({ companyId: COMPANY_ID, actorUserId: 'u', item: { type: 'dlc', name: 'Soundtrack', game: 'Moonlight' } })).ok,
    ).toBe(true);
    expect(
      (await add.execute({ companyId: COMPANY_ID, actorUserId: 'u', item: { type: 'dlc', name: 'Soundtrack', game: 'Sunfall' } })).ok,
    ).toBe(true);
  });

  it('passes on a field error and stores nothing', async () => {
    const deps = codesTestDeps();
    const result = await new AddCodeManagerItem(deps).execute({
      companyId: COMPANY_ID,
      actorUserId: 'u',
      item: { type: 'demo', name: 'Demo' },
    });
    expect(result).toMatchObject({ ok: false, error: { code: 'CODES.GAME_REQUIRED' } });
    expect(await deps.items.listByCompany(COMPANY_ID)).toEqual([]);
  });
});
