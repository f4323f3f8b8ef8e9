import { describe, expect, it } from 'vitest';
import { dealSortOf, sortDeals, type DealMoments } from './deal-sort.ts';

const deal = (id: string, moments: Partial<DealMoments>) => ({ id, dueAt: null, invitedAt: null, endedAt: null, ...moments });
const deals = [
  deal('a', { dueAt: '2026-12-10T10:00:00.000Z', invitedAt: '2026-11-01T10:00:00.000Z' }),
  deal('b', { invitedAt: '2026-11-20T10:00:00.000Z', endedAt: '2026-11-25T10:00:00.000Z' }),
  deal('c', { dueAt: '2026-12-05T10:00:00.000Z', invitedAt: '2026-11-10T10:00:00.000Z', endedAt: '2026-11-28T10:00:00.000Z' }),
];
const ids = (sorted: readonly { id: string }[]) => sorted.map((d) => d.id);

describe('sorting deals', () => {
  it('puts the soonest next action first and deals with nothing due last', () => {
    expect(ids(sortDeals(deals, 'due', (d) => d))).toEqual(['c', 'a', 'b']);
  });

  it('by invited date, newest first', () => {
    expect(ids(sortDeals(deals, 'invited', (d) => d))).toEqual(['b', 'c', 'a']);
  });

  it('by last ended, newest end first, deals not ended after', () => {
    expect(ids(sortDeals(deals, 'ended', (d) => d))).toEqual(['c', 'b', 'a']);
  });

  it('reads an unknown sort in the address as next action due', () => {
    expect(dealSortOf('price')).toBe('due');
    expect(dealSortOf('ended')).toBe('ended');
  });
});
