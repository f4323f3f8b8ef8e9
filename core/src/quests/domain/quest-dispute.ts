import { centsOf, type Cents } from '../../shared/money.ts';
import { err, ok, type Result } from '../../shared/result.ts';
import type { TransitionNotAllowed } from '../../shared/state-machine.ts';
import { questRunMachine } from './quest-run.machine.ts';
import { DISPUTABLE_STATUSES, type DisputeDecision, type QuestDispute } from './quest-dispute.schema.ts';

export { DISPUTABLE_STATUSES, DISPUTE_DECISIONS, type DisputeDecision, type QuestDispute } from './quest-dispute.schema.ts';
import { confirmedAmount, type Party, type QuestRun } from './quest-run.entity.ts';
import { DisputeAlreadyOpen, DisputeNotAllowed, NoOpenDispute, RefundExceedsPaid } from './quests.errors.ts';

/**
 * Escrow safeguard beyond the spec: once the company has paid, either side may open a dispute. It
 * freezes the run (no expiry, no automatic approval, no payout) until staff decide: pay the creator
 * (`release`), refund the company (`refund`), or let the deal go on (`resume`) with the time the
 * dispute took given back to whoever had to act.
 */

export const disputeOpen = (run: QuestRun): boolean => !!run.dispute && run.dispute.decidedAt === null;

export function openRunDispute(
  run: QuestRun,
  input: { party: Party; userId: string; reason: string; now: Date },
): Result<QuestRun, DisputeNotAllowed | DisputeAlreadyOpen> {
  if (disputeOpen(run)) return err(new DisputeAlreadyOpen());
  if (!DISPUTABLE_STATUSES.includes(run.status)) return err(new DisputeNotAllowed());
  const dispute: QuestDispute = {
    openedBy: input.party,
    openedByUserId: input.userId,
    reason: input.reason,
    openedAt: input.now,
    decision: null,
    staffNote: '',
    decidedAt: null,
    // What an earlier dispute refunded stays refunded.
    refundCents: run.dispute?.refundCents ?? null,
  };
  return ok({ ...run, dispute, updatedAt: input.now });
}

/** What went back to the company from this run: nothing, part of its agreed amount, or all of it. */
export function refundedAmount(run: QuestRun): Cents {
  if (run.status === 'REFUNDED') return confirmedAmount(run);
  return centsOf(run.dispute?.refundCents ?? 0);
}

/** What the creator is paid for this run: the agreed amount less what was refunded to the company. */
export const creatorAmount = (run: QuestRun): Cents => centsOf(confirmedAmount(run) - refundedAmount(run));

/**
 * Staff's decision. The deadline is deliberately not checked: a frozen run may be long overdue. A
 * refund of part of the agreed amount (`refundCents` below it) pays the creator the rest, so the run
 * moves on as released; the whole amount (or none given) refunds the run. Never more than was paid.
 */
export function decideRunDispute(
  run: QuestRun,
  input: { decision: DisputeDecision; note: string; now: Date; refundCents?: number | null },
): Result<QuestRun, NoOpenDispute | TransitionNotAllowed | RefundExceedsPaid> {
  const dispute = run.dispute;
  if (!dispute || dispute.decidedAt !== null) return err(new NoOpenDispute());
  const refundable = input.decision === 'refund' ? creatorAmount(run) : centsOf(0);
  const refunding = input.decision === 'refund' ? (input.refundCents ?? refundable) : null;
  if (refunding !== null && refunding > refundable) return err(new RefundExceedsPaid(refundable));
  const refundCents = refunding === null ? dispute.refundCents : refundedAmount(run) + refunding;
  const decided: QuestDispute = { ...dispute, decision: input.decision, staffNote: input.note, decidedAt: input.now, refundCents };
  const base = { ...run, dispute: decided, updatedAt: input.now };
  if (input.decision === 'resume') {
    const frozenMs = input.now.getTime() - dispute.openedAt.getTime();
    return ok({ ...base, dueAt: run.dueAt ? new Date(run.dueAt.getTime() + frozenMs) : null });
  }
  const partial = input.decision === 'refund' && (refundCents ?? 0) < confirmedAmount(run);
  const next = questRunMachine.transition(run.status, partial ? 'release' : input.decision);
  if (!next.ok) return next;
  return ok({
    ...base,
    status: next.value,
    dueAt: null,
    ...((input.decision === 'release' || partial) && !run.approvedAt ? { approvedAt: input.now } : {}),
  });
}
