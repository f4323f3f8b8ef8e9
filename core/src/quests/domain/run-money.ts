import {
  escrowHold,
  refund,
  releaseReclaimed,
  releaseToPayable,
  type LedgerTransaction,
  type Posting,
} from '../../ledger/ports/money-movements.ts';
import type { QuestRunStatus } from './quest-run.machine.ts';
import { centsOf, type Cents } from '../../shared/money.ts';
import { creatorAmount, refundedAmount } from './quest-dispute.ts';
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

/** Where a run's money is, in cents: held in its escrow, released to its creator, refunded to its company. */
interface RunMoney {
  readonly held: number;
  readonly released: number;
  readonly refunded: number;
}

/**
 * A run's money by its stage; a partial refund (a dispute decided with part of the amount back) is
 * taken out of what would otherwise be held or released.
 */
function moneyOf(run: QuestRun | null): RunMoney {
  const stage = run ? moneyStageOf(run.status) : 'unpaid';
  if (!run || stage === 'unpaid') return { held: 0, released: 0, refunded: 0 };
  const rest = creatorAmount(run);
  const refunded = refundedAmount(run);
  if (stage === 'held') return { held: rest, released: 0, refunded };
  if (stage === 'released') return { held: 0, released: rest, refunded };
  return { held: 0, released: 0, refunded };
}

/**
 * The ledger transactions a run's save posts: what its move from `before` (null: a new run) to
 * `after` does to its money. Paid: the agreed amount into escrow; released money that goes back to
 * escrow is reclaimed from the creator; what the company gets back (all, or part after a dispute) is
 * refunded out of escrow; what the creator gets is released. In that order, so the run's escrow never
 * goes below zero. Going back (or staying) moves nothing. The same rule serves every use case that
 * moves a run, so no transition can forget its money.
 */
export function runMoneyMovements(before: QuestRun | null, after: QuestRun, posting: () => Posting): LedgerTransaction[] {
  const [from, to] = [moneyOf(before), moneyOf(after)];
  const paid = (m: RunMoney) => m.held + m.released + m.refunded > 0;
  const moves: LedgerTransaction[] = [];
  const { id: runId, creatorId, companyId } = after;
  if (!paid(from) && paid(to)) moves.push(escrowHold(posting(), { runId, amount: confirmedAmount(after) }));
  if (to.released < from.released)
    moves.push(releaseReclaimed(posting(), { runId, creatorId, amount: centsOf(from.released - to.released) }));
  const refunding = refundBetween(from, to, runId);
  if (refunding) moves.push(refund(posting(), { refundId: refunding.reference, runId, companyId, amount: refunding.amount }));
  if (to.released > from.released)
    moves.push(releaseToPayable(posting(), { runId, creatorId, amount: centsOf(to.released - from.released) }));
  return moves;
}

type RunRefund = { reference: string; amount: Cents };

/**
 * Keyed by the run, as the provider's refund is: the run's first refund by the run alone (one refund a
 * run, retried or not), a later one by the total it brings the run's refunds to.
 */
function refundBetween(from: RunMoney, to: RunMoney, runId: string): RunRefund | null {
  if (to.refunded <= from.refunded) return null;
  const reference = from.refunded === 0 ? `quest-run-${runId}` : `quest-run-${runId}-${to.refunded}`;
  return { reference, amount: centsOf(to.refunded - from.refunded) };
}

/** What a run's move refunds to its company, by the reference its ledger refund carries (the provider's idempotency key). */
export const runRefundOf = (before: QuestRun, after: QuestRun): RunRefund | null =>
  refundBetween(moneyOf(before), moneyOf(after), after.id);
