import { describe, expect, it } from 'vitest';
import { centsOf } from '../../shared/money.ts';
import { cartOf } from './cart.ts';

describe('cartOf', () => {
  it('totals the lines in cents', () => {
    const line = (runId: string, amount: number) => ({ runId, questId: 'q', creatorId: 'c', amount: centsOf(amount) });
    expect(cartOf([line('a', 10_001), line('b', 99)]).total).toBe(10_100);
    expect(cartOf([]).total).toBe(0);
  });
});
