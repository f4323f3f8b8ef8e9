import {
  escrowHold,
  refund,
  releaseReclaimed,
  releaseToPayable,
  type LedgerTransaction,
  type Posting,
} from '../../ledger/ports/money-movements.ts';
import type { QuestRunStatus } from './quest-run.machine.ts';
import { confirmedAmount, type QuestRun } from './quest-run.entity.ts';

/**
 * Where a run's agreed amount is, by the run's status: not paid yet, held in the run's escrow (paid,
 * content on its way, or ended without payout and awaiting staff), released to the creator (approved:
 * PAYOUT and after), or refunded to the company.
 */
export type RunMoneyStage = 'unpaid' | 'held' | 'released' | 'refunded';

const STAGE_OF: Record<QuestRunStatus, RunMoneyStage> = {
  INITIAL_BID: 'unpaid',
  COUNTER_BID: 'unpaid',
  BID_REJECTED: 'unpaid',
  BID_EXPIRED: 'unpaid',
  PENDING_PAYMENT: 'unpaid',
  PAYMENT_EXPIRED: 'unpaid',
  CONTENTPRODUCTION: 'held',
  CONTENTREVIEW: 'held',
  CONTENT_PUBLIC_AVAILABILITY_VERIFICATION: 'held',
  CONTENT_PUBLIC_AVAILABILITY_VERIFICATION_FAILED: 'held',
  CONTENT_SUBMISSION_DEADLINE_EXPIRED: 'held',
  PAYOUT: 'released',
  COMPLETED: 'released',
  REFUNDED: 'refunded',
};

export const moneyStageOf = (status: QuestRunStatus): RunMoneyStage => STAGE_OF[status];

type Step = (p: () => Posting, run: QuestRun) => LedgerTransaction;
const hold: Step = (p, run) => escrowHold(p(), { runId: run.id, amount: confirmedAmount(run) });
const release: Step = (p, run) => releaseToPayable(p(), { runId: run.id, creatorId: run.creatorId, amount: confirmedAmount(run) });
const reclaim: Step = (p, run) => releaseReclaimed(p(), { runId: run.id, creatorId: run.creatorId, amount: confirmedAmount(run) });
// Keyed by the run, as the provider's refund is: one refund per run.
const refundRun: Step = (p, run) =>
  refund(p(), { refundId: `quest-run-${run.id}`, runId: run.id, companyId: run.companyId, amount: confirmedAmount(run) });

/** The movements from one stage to a later one; going back (or staying) moves nothing. */
const STEPS: Partial<Record<`${RunMoneyStage}->${RunMoneyStage}`, Step[]>> = {
  'unpaid->held': [hold],
  'unpaid->released': [hold, release],
  'unpaid->refunded': [hold, refundRun],
  'held->released': [release],
  'held->refunded': [refundRun],
  'released->refunded': [reclaim, refundRun],
};

/**
 * The ledger transactions a run's save posts: what its move from `before` (null: a new run) to
 * `after` does to its money. The same table serves every use case that moves a run, so no
 * transition can forget its money.
 */
export function runMoneyMovements(before: QuestRun | null, after: QuestRun, posting: () => Posting): LedgerTransaction[] {
  const from = before ? moneyStageOf(before.status) : 'unpaid';
  const steps = STEPS[`${from}->${moneyStageOf(after.status)}`] ?? [];
  return steps.map((step) => step(posting, after));
}
