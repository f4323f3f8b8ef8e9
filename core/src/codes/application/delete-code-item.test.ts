import { describe, expect, it } from 'vitest';
import { aCode, aCodeItem, BUILDER_NOW, COMPANY_ID } from '../testing/builders.ts';
import { codesTestDeps, seedCodes } from '../testing/codes-test-deps.ts';
import { InMemoryCodeItemUsage } from '../testing/in-memory-code-item-usage.ts';
import { DeleteCodeItem } from './delete-code-item.ts';

async function setup() {
  const deps = codesTestDeps();
  const usage = new InMemoryCodeItemUsage();
  const item = aCodeItem();
  await seedCodes(deps, { items: [item], codes: [aCode(item, { value: 'FREE-1' })] });
  const remove = (companyId = COMPANY_ID) => new DeleteCodeItem({ ...deps, usage }).execute({ companyId, itemId: item.id });
  return { deps, usage, item, remove };
}

describe('DeleteCodeItem', () => {
  it('deletes an item no activation uses and whose codes nobody claimed', async () => {
    const { deps, item, remove } = await setup();
    expect(await remove()).toEqual({ ok: true, value: { id: item.id } });
    expect(await deps.items.findById(item.id)).toBeNull();
  });

  it('keeps an item an activation hands out, naming the activation', async () => {
    const { deps, usage, item, remove } = await setup();
    usage.use(item.id, 'Moonlight keys');
    expect(await remove()).toMatchObject({
      ok: false,
      error: { code: 'CODES.DELETE_FAILED', message: expect.stringContaining('"Moonlight keys" hands out') },
    });
    expect(await deps.items.findById(item.id)).not.toBeNull();
  });

  it('keeps an item with a claimed code, for results and leaked-key tracing', async () => {
    const { deps, item, remove } = await setup();
    await deps.codes.saveAll([aCode(item, { value: 'GONE-1', status: 'claimed', claimedBy: 'creator-1', claimedAt: BUILDER_NOW })]);
    expect(await remove()).toMatchObject({
      ok: false,
      error: { code: 'CODES.DELETE_FAILED', message: expect.stringContaining('claimed') },
    });
    expect(await deps.items.findById(item.id)).not.toBeNull();
  });

  it('answers another company as if the item did not exist, deleting nothing', async () => {
    const { deps, item, remove } = await setup();
    expect(await remove('another-company')).toMatchObject({ ok: false, error: { code: 'CODES.ITEM_NOT_FOUND' } });
    expect(await deps.items.findById(item.id)).not.toBeNull();
  });
});
