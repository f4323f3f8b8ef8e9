import { describe, expect, it } from 'vitest';
import { merchandise } from '../testing/builders.ts';
import { grantMerchandise, itemsLeft } from './mission-reward.ts';

describe('grantMerchandise', () => {
  it('grants the last item: 9 of 10 granted becomes 10', () => {
    const result = grantMerchandise(merchandise({ numberOfItems: 10, grantedCount: 9 }));
    expect(result).toMatchObject({ ok: true, value: { grantedCount: 10 } });
    if (result.ok) expect(itemsLeft(result.value)).toBe(0);
  });

  it('never grants more than the number of items', () => {
    const reward = merchandise({ numberOfItems: 10, grantedCount: 10 });
    expect(grantMerchandise(reward)).toMatchObject({
      ok: false,
      error: { code: 'MISSION.MERCHANDISE_OUT_OF_STOCK', field: `rewards.${reward.id}` },
    });
  });
});
