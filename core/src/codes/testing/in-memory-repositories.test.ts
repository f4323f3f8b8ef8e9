import { describe, expect, it } from 'vitest';
import { aCode, aCodeItem, aDistributionRule } from './builders.ts';
import { InMemoryCodeItemRepository } from './in-memory-code-item-repository.ts';
import { InMemoryCodeRepository } from './in-memory-code-repository.ts';
import { InMemoryDistributionRuleRepository } from './in-memory-distribution-rule-repository.ts';

describe('in-memory codes twins', () => {
  it('store copies, so a caller changing its object changes nothing stored', async () => {
    const items = new InMemoryCodeItemRepository();
    const item = aCodeItem();
    await items.save(item);
    const found = await items.findById(item.id);
    if (found) Object.assign(found, { name: 'changed' });
    expect(await items.findById(item.id)).toEqual(item);
    expect(await items.findById('nope')).toBeNull();
    const rules = new InMemoryDistributionRuleRepository();
    const rule = aDistributionRule(item);
    await rules.save(rule);
    expect(await rules.findById(rule.id)).toEqual(rule);
    expect(await rules.findById('nope')).toBeNull();
  });

  it('replaceIfStatus stores all codes or none', async () => {
    const codes = new InMemoryCodeRepository();
    const item = aCodeItem();
    const free = aCode(item);
    const taken = aCode(item, { status: 'claimed' });
    await codes.saveAll([free, taken]);
    const claimedFree = { ...free, status: 'claimed' as const };
    expect(await codes.replaceIfStatus([claimedFree, { ...taken }], 'available')).toBe(false);
    expect((await codes.listByItem(item.id)).find((c) => c.id === free.id)?.status).toBe('available');
    expect(await codes.replaceIfStatus([claimedFree], 'available')).toBe(true);
    expect((await codes.listByItem(item.id)).find((c) => c.id === free.id)?.status).toBe('claimed');
  });
});
