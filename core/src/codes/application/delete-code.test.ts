import { describe, expect, it } from 'vitest';
import { aCode, aCodeItem, BUILDER_NOW, COMPANY_ID } from '../testing/builders.ts';
import { codesTestDeps, seedCodes } from '../testing/codes-test-deps.ts';
import { DeleteCode } from './delete-code.ts';

async function setup() {
  const deps = codesTestDeps();
  const item = aCodeItem();
  const free = aCode(item, { value: 'FREE-1' });
  const claimed = aCode(item, { value: 'GONE-1', status: 'claimed', claimedBy: 'creator-1', claimedAt: BUILDER_NOW, distributedBy: 'c-1' });
  await seedCodes(deps, { items: [item], codes: [free, claimed] });
  return {
    deps,
    item,
    free,
    claimed,
    remove: (codeId: string, companyId = COMPANY_ID) => new DeleteCode(deps).execute({ companyId, codeId }),
  };
}

describe('DeleteCode', () => {
  it('deletes an unclaimed code of the company', async () => {
    const { deps, item, free, claimed, remove } = await setup();
    expect(await remove(free.id)).toEqual({ ok: true, value: { id: free.id } });
    expect((await deps.codes.listByItem(item.id)).map((c) => c.id)).toEqual([claimed.id]);
  });

  it('keeps a claimed code, with the spec’s delete failed error', async () => {
    const { deps, item, claimed, remove } = await setup();
    const refused = await remove(claimed.id);
    expect(!refused.ok && refused.error.code).toBe('CODES.DELETE_FAILED');
    expect(await deps.codes.listByItem(item.id)).toHaveLength(2);
  });

  it('answers another company as if the code did not exist, deleting nothing', async () => {
    const { deps, item, free, remove } = await setup();
    const refused = await remove(free.id, 'another-company');
    expect(!refused.ok && refused.error.code).toBe('CODES.CODE_NOT_FOUND');
    expect(await deps.codes.listByItem(item.id)).toHaveLength(2);
  });
});
