import { defineStateMachine } from './state-machine.ts';
import { PAYOUT_STATUSES, type PayoutStatus } from './payout.port.ts';

/**
 * What a payout provider may report: the bank paid it, refused it, or returned it after paying
 * (the one documented way back from paid). `retry` is ours: the creator fixed their payout details.
 */
export const PAYOUT_EVENTS = ['paid', 'failed', 'returned', 'retry'] as const;
export type PayoutEvent = (typeof PAYOUT_EVENTS)[number];

/** A payout only moves forward: pending to paid or failed, paid to failed only when returned, failed back to pending only by a retry. */
export const payoutMachine = defineStateMachine<PayoutStatus, PayoutEvent>('payout', PAYOUT_STATUSES, PAYOUT_EVENTS, {
  pending: { paid: 'paid', failed: 'failed', returned: 'failed' },
  paid: { returned: 'failed' },
  failed: { retry: 'pending' },
});

/** A provider's report on a payout: still pending, or one of the provider's events. */
export type PayoutReport = 'pending' | Exclude<PayoutEvent, 'retry'>;

export type PayoutMove =
  | { readonly kind: 'apply'; readonly to: PayoutStatus }
  /** Already there: a replayed delivery. */
  | { readonly kind: 'same' }
  /** It would move the payout backwards (or out of an end): recorded, never applied. */
  | { readonly kind: 'ignore'; readonly why: string };

/** Where a provider's report moves a payout that is `current`, if anywhere. */
export function payoutMove(current: PayoutStatus, report: PayoutReport): PayoutMove {
  if (report === 'pending')
    return current === 'pending' ? { kind: 'same' } : { kind: 'ignore', why: `${current} cannot go back to pending` };
  const next = payoutMachine.transition(current, report);
  if (next.ok) return { kind: 'apply', to: next.value };
  if ((report === 'paid' && current === 'paid') || (report === 'failed' && current === 'failed')) return { kind: 'same' };
  return { kind: 'ignore', why: next.error.message };
}
