import { err, ok, type Result } from '../../shared/result.ts';
import type { TransitionNotAllowed } from '../../shared/state-machine.ts';
import { contentDueAt, isWithinContentWindow } from './content-window.ts';
import { participantMachine, type ParticipantEvent, type ParticipantState } from './participation.ts';

export interface KeyClaim {
  readonly platform: string;
  readonly code: string;
  readonly claimedAt: Date;
  readonly contentDueAt: Date;
}
export interface KeySubmission {
  readonly url: string;
  readonly submittedAt: Date;
  /** Within the 30-day window; late content still counts but lowers the completion rate. */
  readonly onTime: boolean;
}

export interface KeyParticipant {
  readonly id: string;
  readonly campaignId: string;
  readonly creatorId: string;
  readonly state: ParticipantState;
  readonly appliedAt: Date;
  readonly reviewedAt: Date | null;
  readonly claim: KeyClaim | null;
  readonly submission: KeySubmission | null;
  readonly kitSentCount: number;
  readonly kitLastSentAt: Date | null;
}

type Moved = Result<KeyParticipant, TransitionNotAllowed<ParticipantState, ParticipantEvent>>;

export function moveParticipant(participant: KeyParticipant, event: ParticipantEvent, changes: Partial<KeyParticipant> = {}): Moved {
  const next = participantMachine.transition(participant.state, event);
  return next.ok ? ok({ ...participant, ...changes, state: next.value }) : err(next.error);
}

export const claimKeyFor = (participant: KeyParticipant, claim: { platform: string; code: string; at: Date }): Moved =>
  moveParticipant(participant, 'claimKey', {
    claim: { platform: claim.platform, code: claim.code, claimedAt: claim.at, contentDueAt: contentDueAt(claim.at) },
  });

export function submitContentFor(participant: KeyParticipant, url: string, now: Date): Moved {
  const claimedAt = participant.claim?.claimedAt ?? now;
  return moveParticipant(participant, 'submitContent', {
    submission: { url, submittedAt: now, onTime: isWithinContentWindow(claimedAt, now) },
  });
}

/** Content is overdue once the window has passed without a submission. */
export const isContentOverdue = (participant: KeyParticipant, now: Date): boolean =>
  participant.state === 'claimedKey' && participant.claim !== null && !isWithinContentWindow(participant.claim.claimedAt, now);
