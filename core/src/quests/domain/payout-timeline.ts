import { stockholmDay } from '../../shared/time.ts';
import { addBankDays } from './bank-days.ts';
import type { QuestRun } from './quest-run.entity.ts';

/** Spec 9: a payout is pending for 2-3 bank days. */
export const PAYOUT_PENDING_BANK_DAYS = { min: 2, max: 3 } as const;

export type PayoutStepName = 'approved' | 'initiated' | 'pending' | 'paid' | 'failed';

export interface PayoutStep {
  readonly step: PayoutStepName;
  readonly at: Date | null;
  readonly done: boolean;
  readonly note: string;
}

/**
 * What the creator sees of their money: approved, payout initiated, pending (2-3 bank days), then paid
 * or failed with the provider's reason.
 */
export function payoutTimeline(
  run: Pick<QuestRun, 'approvedAt' | 'paidOutAt'>,
  payout: { status: 'pending' | 'paid' | 'failed'; paidAt?: Date | null; failureReason?: string | null } | null,
): PayoutStep[] {
  const initiated = run.paidOutAt;
  const steps: PayoutStep[] = [
    { step: 'approved', at: run.approvedAt, done: run.approvedAt !== null, note: 'Your content was approved.' },
    { step: 'initiated', at: initiated, done: initiated !== null, note: 'The payout was sent to the payout provider.' },
    {
      step: 'pending',
      at: initiated,
      done: payout !== null && payout.status !== 'pending',
      note: initiated
        ? `Expected between ${stockholmDay(addBankDays(initiated, PAYOUT_PENDING_BANK_DAYS.min))} and ${stockholmDay(addBankDays(initiated, PAYOUT_PENDING_BANK_DAYS.max))} (2-3 bank days).`
        : 'Pending for 2-3 bank days once initiated.',
    },
  ];
  if (payout?.status === 'failed') {
    steps.push({
      step: 'failed',
      at: null,
      done: true,
      note: `The payout failed: ${payout.failureReason ?? 'no reason given'}. Fix your payout details under Settings, Payments: it is sent again as soon as you save them.`,
    });
  } else {
    steps.push({ step: 'paid', at: payout?.paidAt ?? null, done: payout?.status === 'paid', note: 'The money is in your account.' });
  }
  return steps;
}
