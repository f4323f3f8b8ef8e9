import { describe, expect, it } from 'vitest';
import { PAYOUT_STATUSES } from './payout.port.ts';
import { payoutMove, type PayoutReport } from './payout-machine.ts';

describe('a payout moves only forward on provider reports', () => {
  it('applies pending to paid, pending to failed, and a return after paid', () => {
    expect(payoutMove('pending', 'paid')).toEqual({ kind: 'apply', to: 'paid' });
    expect(payoutMove('pending', 'failed')).toEqual({ kind: 'apply', to: 'failed' });
    expect(payoutMove('pending', 'returned')).toEqual({ kind: 'apply', to: 'failed' });
    expect(payoutMove('paid', 'returned')).toEqual({ kind: 'apply', to: 'failed' });
  });

  it('ignores a late failure of a paid payout, anything back to pending, and a failed payout reported paid', () => {
    expect(payoutMove('paid', 'failed').kind).toBe('ignore');
    expect(payoutMove('paid', 'pending').kind).toBe('ignore');
    expect(payoutMove('failed', 'pending').kind).toBe('ignore');
    expect(payoutMove('failed', 'paid').kind).toBe('ignore');
    expect(payoutMove('failed', 'returned').kind).toBe('ignore');
  });

  it('treats a replayed report as nothing new', () => {
    expect(payoutMove('pending', 'pending')).toEqual({ kind: 'same' });
    expect(payoutMove('paid', 'paid')).toEqual({ kind: 'same' });
    expect(payoutMove('failed', 'failed')).toEqual({ kind: 'same' });
  });

  it('never moves a paid payout anywhere but failed by a return', () => {
    const reports: PayoutReport[] = ['pending', 'paid', 'failed', 'returned'];
    for (const current of PAYOUT_STATUSES)
      for (const report of reports) {
        const move = payoutMove(current, report);
        if (current === 'paid' && move.kind === 'apply') expect(report).toBe('returned');
        if (move.kind === 'apply') expect(move.to).not.toBe('pending');
      }
  });
});
