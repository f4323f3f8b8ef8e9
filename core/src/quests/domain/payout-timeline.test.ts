import { describe, expect, it } from 'vitest';
import { addBankDays } from './bank-days.ts';
import { payoutTimeline } from './payout-timeline.ts';

const friday = new Date('2026-11-27T10:00:00.000Z');

describe('payout timeline', () => {
  it('skips the weekend when counting 2-3 bank days', () => {
    expect(addBankDays(friday, 2).toISOString().slice(0, 10)).toBe('2026-12-01');
    expect(addBankDays(friday, 3).toISOString().slice(0, 10)).toBe('2026-12-02');
  });

  it('shows approved, initiated and pending with the expected dates until the provider pays', () => {
    const steps = payoutTimeline({ approvedAt: friday, paidOutAt: friday }, { status: 'pending' });
    expect(steps.map((s) => [s.step, s.done])).toEqual([
      ['approved', true],
      ['initiated', true],
      ['pending', false],
      ['paid', false],
    ]);
    expect(steps[2]?.note).toContain('1 Dec 2026 and 2 Dec 2026');
  });

  it('ends in failed with the provider reason', () => {
    const steps = payoutTimeline({ approvedAt: friday, paidOutAt: friday }, { status: 'failed', failureReason: 'Account closed' });
    expect(steps.at(-1)).toMatchObject({ step: 'failed', done: true });
    expect(steps.at(-1)?.note).toContain('Account closed');
  });
});
