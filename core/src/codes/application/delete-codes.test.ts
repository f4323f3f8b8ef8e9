import { describe, expect, it } from 'vitest';
import { aCode, aCodeItem, BUILDER_NOW, COMPANY_ID } from '../testing/builders.ts';
import { codesTestDeps, seedCodes } from '../testing/codes-test-deps.ts';
import { DeleteCodes, MAX_SELECTED_CODES } from './delete-codes.ts';

async function setup() {
  const deps = codesTestDeps();
  const item = aCodeItem();
  const free = [aCode(item, { value: 'FREE-1' }), aCode(item, { value: 'FREE-2' })];
  const claimed = aCode(item, { value: 'GONE-1', status: 'claimed', claimedBy: 'creator-1', claimedAt: BUILDER_NOW, distributedBy: 'c-1' });
  await seedCodes(deps, { items: [item], codes: [...free, claimed] });
  const remaining = async () => (await deps.codes.listByItem(item.id)).map((c) => c.value).sort();
  return {
    free,
    claimed,
    remaining,
    remove: (codeIds: string[], companyId = COMPANY_ID) => new DeleteCodes(deps).execute({ companyId, codeIds }),
  };
}

describe('DeleteCodes', () => {
  it('deletes the selected unclaimed codes, counting each once', async () => {
    const { free, remaining, remove } = await setup();
    expect(await remove([free[0]!.id, free[1]!.id, free[0]!.id])).toEqual({ ok: true, value: { deleted: 2 } });
    expect(await remaining()).toEqual(['GONE-1']);
  });

  it('keeps every selected code when one of them was claimed, with the spec’s delete failed error', async () => {
    const { free, claimed, remaining, remove } = await setup();
    const refused = await remove([free[0]!.id, claimed.id]);
    expect(refused).toMatchObject({
      ok: false,
      error: { code: 'CODES.DELETE_FAILED', message: expect.stringMatching(/^1 selected code was claimed/) },
    });
    expect(await remaining()).toEqual(['FREE-1', 'FREE-2', 'GONE-1']);
  });

  it('refuses an empty selection, or more than a page, at the selection', async () => {
    const { free, remove } = await setup();
    expect(await remove([])).toMatchObject({ ok: false, error: { code: 'CODES.NO_CODES_SELECTED', field: 'codeIds' } });
    const tooMany = Array.from({ length: MAX_SELECTED_CODES + 1 }, (_, i) => `code-${i}`);
    expect(await remove([free[0]!.id, ...tooMany])).toMatchObject({ ok: false, error: { code: 'CODES.NO_CODES_SELECTED' } });
  });

  it('answers another company’s code as not found, deleting nothing', async () => {
    const { free, remaining, remove } = await setup();
    expect(await remove([free[0]!.id], 'another-company')).toMatchObject({ ok: false, error: { code: 'CODES.CODE_NOT_FOUND' } });
    expect(await remaining()).toHaveLength(3);
  });
});
