import { describe, expect, it } from 'vitest';
import { aCode, aCodeItem, BUILDER_NOW, COMPANY_ID } from '../testing/builders.ts';
import { codesTestDeps, seedCodes } from '../testing/codes-test-deps.ts';
import { AddCodes } from './add-codes.ts';

async function setup(allocation: 'auto' | 'manual' = 'auto') {
  const deps = codesTestDeps();
  const item = aCodeItem({ allocation });
  await seedCodes(deps, { items: [item], codes: [aCode(item, { value: 'OLD-1' })] });
  return { deps, item, add: new AddCodes(deps) };
}

describe('AddCodes', () => {
  it('adds the new codes of a paste and reports duplicates in the paste and against the item', async () => {
    const { deps, item, add } = await setup();
    const result = await add.execute({
      companyId: COMPANY_ID,
      actorUserId: 'user-2',
      itemId: item.id,
      platform: ' Steam ',
      codes: 'NEW-1\n\nOLD-1\nNEW-2\nNEW-1\n',
    });

    expect(result).toEqual({
      ok: true,
      value: {
        added: 2,
        duplicatesInPaste: [{ line: 5, code: 'NEW-1' }],
        alreadyExisting: [{ line: 3, code: 'OLD-1' }],
        stock: { added: 3, available: 3, claimed: 0, unavailable: 0 },
        fulfilledRequests: 0,
      },
    });
    const stored = (await deps.codes.listByItem(item.id)).filter((c) => c.value.startsWith('NEW'));
    expect(stored.map((c) => [c.value, c.platform, c.status, c.addedBy, c.addedAt])).toEqual([
      ['NEW-1', 'Steam', 'available', 'user-2', BUILDER_NOW],
      ['NEW-2', 'Steam', 'available', 'user-2', BUILDER_NOW],
    ]);
  });

  it('lands codes unavailable under manual allocation', async () => {
    const { deps, item, add } = await setup('manual');
    await add.execute({ companyId: COMPANY_ID, actorUserId: 'u', itemId: item.id, platform: 'Xbox', codes: 'X-1' });
    expect((await deps.codes.listByItem(item.id)).find((c) => c.value === 'X-1')?.status).toBe('unavailable');
  });

  it('requires a platform name', async () => {
    const { add, item } = await setup();
    const result = await add.execute({ companyId: COMPANY_ID, actorUserId: 'u', itemId: item.id, platform: '  ', codes: 'A' });
    expect(result).toMatchObject({
      ok: false,
      error: { code: 'CODES.PLATFORM_REQUIRED', field: 'platform', message: 'Platform name is required.' },
    });
  });

  it('refuses a paste with no new code, carrying the report', async () => {
    const { deps, item, add } = await setup();
    const result = await add.execute({ companyId: COMPANY_ID, actorUserId: 'u', itemId: item.id, platform: 'Steam', codes: ' \nOLD-1\n' });
    expect(result).toMatchObject({
      ok: false,
      error: {
        code: 'CODES.NO_CODES_TO_ADD',
        field: 'codes',
        duplicatesInPaste: 0,
        alreadyExisting: 1,
        firstDuplicates: [{ line: 2, masked: '••••LD-1' }],
      },
    });
    expect(await deps.codes.listByItem(item.id)).toHaveLength(1);
  });

  it('refuses the whole paste at the first line holding NUL or another control character', async () => {
    const { deps, item, add } = await setup();
    for (const [codes, line] of [
      ['NEW-1\nNUL\u0000B', 2],
      ['A\tB', 1],
      ['NEW-1\n\nESC\u001b', 3],
    ] as const) {
      const result = await add.execute({ companyId: COMPANY_ID, actorUserId: 'u', itemId: item.id, platform: 'Steam', codes });
      expect(result).toMatchObject({ ok: false, error: { code: 'CODES.PASTE_CONTROL_CHARACTER', field: 'codes', line } });
    }
    // Padding tabs are trimmed like spaces: only a control inside a code is damage.
    expect(
      await add.execute({ companyId: COMPANY_ID, actorUserId: 'u', itemId: item.id, platform: 'Steam', codes: '\tTAB-1\t' }),
    ).toMatchObject({
      ok: true,
      value: { added: 1 },
    });
    expect((await deps.codes.listByItem(item.id)).map((c) => c.value).sort()).toEqual(['OLD-1', 'TAB-1']);
  });

  it("answers not found for another company's item", async () => {
    const { add, item } = await setup();
    const result = await add.execute({ companyId: 'other', actorUserId: 'u', itemId: item.id, platform: 'Steam', codes: 'A' });
    expect(result).toMatchObject({ ok: false, error: { code: 'CODES.ITEM_NOT_FOUND' } });
  });

  it('answers the open requests for more codes on that platform only', async () => {
    const { deps, item, add } = await setup();
    const open = {
      companyId: COMPANY_ID,
      itemId: item.id,
      creatorId: 'cr',
      status: 'open' as const,
      requestedAt: BUILDER_NOW,
      resolvedAt: null,
    };
    await deps.requests.save({ ...open, id: 'q-steam', platform: 'steam' });
    await deps.requests.save({ ...open, id: 'q-xbox', platform: 'Xbox' });
    deps.clock.advance(1000);

    const result = await add.execute({ companyId: COMPANY_ID, actorUserId: 'u', itemId: item.id, platform: 'Steam', codes: 'A' });

    expect(result).toMatchObject({ ok: true, value: { fulfilledRequests: 1 } });
    expect(deps.requests.all().map((r) => [r.id, r.status, r.resolvedAt])).toEqual([
      ['q-steam', 'fulfilled', deps.clock.now()],
      ['q-xbox', 'open', null],
    ]);
  });

  it('leaves requests open when the codes land unavailable', async () => {
    const { deps, item, add } = await setup('manual');
    await deps.requests.save({
      id: 'q',
      companyId: COMPANY_ID,
      itemId: item.id,
      creatorId: 'cr',
      platform: 'Steam',
      status: 'open',
      requestedAt: BUILDER_NOW,
      resolvedAt: null,
    });
    await add.execute({ companyId: COMPANY_ID, actorUserId: 'u', itemId: item.id, platform: 'Steam', codes: 'A' });
    expect(deps.requests.all()[0]?.status).toBe('open');
  });
});
