import { describe, expect, it } from 'vitest';
import { codeHistory } from './code-event.entity.ts';

const at = (minute: number) => new Date(Date.UTC(2026, 0, 1, 0, minute));

describe('codeHistory', () => {
  it('puts the added and claimed facts among the recorded events, oldest first, lifecycle order on a tie', () => {
    const history = codeHistory({ addedAt: at(0), addedBy: 'owner', claimedAt: at(5), claimedBy: 'creator' }, [
      { id: 'e1', codeId: 'c', companyId: 'co', type: 'revealed', userId: 'member', at: at(9) },
      { id: 'e2', codeId: 'c', companyId: 'co', type: 'allocated', userId: 'member', at: at(5) },
    ]);
    expect(history).toEqual([
      { type: 'added', at: at(0), userId: 'owner' },
      { type: 'allocated', at: at(5), userId: 'member' },
      { type: 'claimed', at: at(5), userId: 'creator' },
      { type: 'revealed', at: at(9), userId: 'member' },
    ]);
  });

  it('has no claim line for a code nobody claimed', () => {
    expect(codeHistory({ addedAt: at(0), addedBy: 'owner', claimedAt: null, claimedBy: null }, []).map((e) => e.type)).toEqual(['added']);
  });
});
