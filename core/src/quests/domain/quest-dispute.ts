import * as v from 'valibot';
import { err, ok, type Result } from '../../shared/result.ts';
import type { TransitionNotAllowed } from '../../shared/state-machine.ts';
import { questRunMachine, type QuestRunStatus } from './quest-run.machine.ts';
import type { Party, QuestRun } from './quest-run.entity.ts';
import { DisputeAlreadyOpen, DisputeNotAllowed, NoOpenDispute } from './quests.errors.ts';

/**
 * Escrow safeguard beyond the spec: once the company has paid, either side may open a dispute. It
 * freezes the run (no expiry, no automatic approval, no payout) until staff decide: pay the creator
 * (`release`), refund the company (`refund`), or let the deal go on (`resume`) with the time the
 * dispute took given back to whoever had to act.
 */
export const DISPUTE_DECISIONS = ['release', 'refund', 'resume'] as const;
export type DisputeDecision = (typeof DISPUTE_DECISIONS)[number];

export const DISPUTABLE_STATUSES: readonly QuestRunStatus[] = [
  'CONTENTPRODUCTION',
  'CONTENTREVIEW',
  'CONTENT_PUBLIC_AVAILABILITY_VERIFICATION',
  'PAYOUT',
];

export interface QuestDispute {
  readonly openedBy: Party;
  readonly openedByUserId: string;
  readonly reason: string;
  readonly openedAt: Date;
  readonly decision: DisputeDecision | null;
  readonly staffNote: string;
  readonly decidedAt: Date | null;
}

export const DISPUTE_REASON_MIN = 20;
export const DISPUTE_REASON_MAX = 2000;

export const openDisputeSchema = v.object({
  reason: v.pipe(
    v.string('Say what went wrong.'),
    v.trim(),
    v.minLength(DISPUTE_REASON_MIN, `Say what went wrong in at least ${DISPUTE_REASON_MIN} characters, so staff can decide.`),
    v.maxLength(DISPUTE_REASON_MAX, `At most ${DISPUTE_REASON_MAX} characters.`),
  ),
});

export const decideDisputeSchema = v.object({
  decision: v.picklist(DISPUTE_DECISIONS, 'Choose pay the creator, refund the company or let the deal go on.'),
  note: v.pipe(
    v.string('Tell both sides why.'),
    v.trim(),
    v.nonEmpty('Tell both sides why.'),
    v.maxLength(DISPUTE_REASON_MAX, `At most ${DISPUTE_REASON_MAX} characters.`),
  ),
});

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
