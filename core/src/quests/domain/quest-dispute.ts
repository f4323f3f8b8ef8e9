import { err, ok, type Result } from '../../shared/result.ts';
import type { TransitionNotAllowed } from '../../shared/state-machine.ts';
import { questRunMachine } from './quest-run.machine.ts';
import { DISPUTABLE_STATUSES, type DisputeDecision, type QuestDispute } from './quest-dispute.schema.ts';

export { DISPUTABLE_STATUSES, DISPUTE_DECISIONS, type DisputeDecision, type QuestDispute } from './quest-dispute.schema.ts';
import type { Party, QuestRun } from './quest-run.entity.ts';
import { DisputeAlreadyOpen, DisputeNotAllowed, NoOpenDispute } from './quests.errors.ts';

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
  };
  return ok({ ...run, dispute, updatedAt: input.now });
}

/** Staff's decision. The deadline is deliberately not checked: a frozen run may be long overdue. */
export function decideRunDispute(
  run: QuestRun,
  input: { decision: DisputeDecision; note: string; now: Date },
): Result<QuestRun, NoOpenDispute | TransitionNotAllowed> {
  const dispute = run.dispute;
  if (!dispute || dispute.decidedAt !== null) return err(new NoOpenDispute());
  const decided: QuestDispute = { ...dispute, decision: input.decision, staffNote: input.note, decidedAt: input.now };
  const base = { ...run, dispute: decided, updatedAt: input.now };
  if (input.decision === 'resume') {
    const frozenMs = input.now.getTime() - dispute.openedAt.getTime();
    return ok({ ...base, dueAt: run.dueAt ? new Date(run.dueAt.getTime() + frozenMs) : null });
  }
  const next = questRunMachine.transition(run.status, input.decision);
  if (!next.ok) return next;
  return ok({
    ...base,
    status: next.value,
    dueAt: null,
    ...(input.decision === 'release' && !run.approvedAt ? { approvedAt: input.now } : {}),
  });
}
