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

/** Spec 4 run events: what happened to a creator on a campaign, and who did it. */
export const KEY_RUN_EVENT_TYPES = [
  'requested',
  'accepted',
  'rejected',
  'qualified',
  'claimedKey',
  'requestedMoreKeys',
  'contentReminder',
  'contentExpired',
  'contentSubmitted',
  'kitSent',
  'keyReplaced',
] as const;
export type KeyRunEventType = (typeof KEY_RUN_EVENT_TYPES)[number];
export interface KeyRunEvent {
  readonly type: KeyRunEventType;
  readonly at: Date;
  /** Spec 3 action-by: COMPANY, SYSTEM or USER (the creator). */
  readonly by: 'COMPANY' | 'SYSTEM' | 'USER';
  readonly note?: string;
}

/** A claimed key the company marked bad, and the key from stock that replaced it (both kept, spec 4 run events). */
export interface ReplacedKey {
  readonly code: string;
  readonly replacement: string;
  readonly markedBadAt: Date;
}

export interface KeyParticipant {
  readonly id: string;
  readonly campaignId: string;
  readonly creatorId: string;
  readonly state: ParticipantState;
  readonly appliedAt: Date;
  /** When the creator accepted the special instructions and embargo (spec 5); null when there were none. */
  readonly agreementAcceptedAt: Date | null;
  readonly reviewedAt: Date | null;
  readonly claim: KeyClaim | null;
  readonly submission: KeySubmission | null;
  /** Set when the 30 days passed without content (the expiry job). */
  readonly contentExpiredAt: Date | null;
  readonly kitSentCount: number;
  readonly kitLastSentAt: Date | null;
  /** Oldest first; the claim holds the key in use now. */
  readonly replacedKeys: readonly ReplacedKey[];
  readonly events: readonly KeyRunEvent[];
}

type Moved = Result<KeyParticipant, TransitionNotAllowed<ParticipantState, ParticipantEvent>>;

export const withEvent = (participant: KeyParticipant, event: KeyRunEvent): KeyParticipant => ({
  ...participant,
  events: [...participant.events, event],
});

const EVENT_OF: Partial<Record<ParticipantEvent, KeyRunEventType>> = {
  accept: 'accepted',
  decline: 'rejected',
  qualify: 'qualified',
  claimKey: 'claimedKey',
  submitContent: 'contentSubmitted',
};

export function moveParticipant(
  participant: KeyParticipant,
  event: ParticipantEvent,
  at: Date,
  by: KeyRunEvent['by'],
  changes: Partial<KeyParticipant> = {},
): Moved {
  const next = participantMachine.transition(participant.state, event);
  if (!next.ok) return err(next.error);
  const moved = { ...participant, ...changes, state: next.value };
  const type = EVENT_OF[event];
  return ok(type ? withEvent(moved, { type, at, by }) : moved);
}

export const claimKeyFor = (participant: KeyParticipant, claim: { platform: string; code: string; at: Date }): Moved =>
  moveParticipant(participant, 'claimKey', claim.at, 'USER', {
    claim: { platform: claim.platform, code: claim.code, claimedAt: claim.at, contentDueAt: contentDueAt(claim.at) },
  });

export function submitContentFor(participant: KeyParticipant, url: string, now: Date): Moved {
  const claimedAt = participant.claim?.claimedAt ?? now;
  return moveParticipant(participant, 'submitContent', now, 'USER', {
    submission: { url, submittedAt: now, onTime: isWithinContentWindow(claimedAt, now) },
  });
}

/**
 * Content the channel sync found: the same submission, dated when it was posted (so "on time" is the
 * post's), recorded by the system and saying so.
 */
export function foundContentFor(participant: KeyParticipant, url: string, postedAt: Date): Moved {
  const claimedAt = participant.claim?.claimedAt ?? postedAt;
  const moved = moveParticipant(participant, 'submitContent', postedAt, 'SYSTEM', {
    submission: { url, submittedAt: postedAt, onTime: isWithinContentWindow(claimedAt, postedAt) },
  });
  if (!moved.ok) return moved;
  const events = moved.value.events.map((e, i, all) => (i === all.length - 1 ? { ...e, note: FOUND_ON_CHANNEL } : e));
  return ok({ ...moved.value, events });
}
/** The run event's note on content the sync found rather than the creator submitted. */
export const FOUND_ON_CHANNEL = 'found on the connected channel';

/** The content in was found on the creator's channel by the sync, not submitted by them. */
export const contentFoundOnChannel = (participant: KeyParticipant): boolean =>
  participant.events.findLast((event) => event.type === 'contentSubmitted')?.note === FOUND_ON_CHANNEL;

/** Where a found post is watched, from its platform and id. */
export function keyContentUrl(post: { provider: 'twitch' | 'youtube' | 'tiktok'; type: string; externalId: string }): string {
  const id = encodeURIComponent(post.externalId);
  if (post.provider === 'youtube')
    return post.type === 'SHORTS' ? `https://www.youtube.com/shorts/${id}` : `https://www.youtube.com/watch?v=${id}`;
  if (post.provider === 'tiktok') return `https://www.tiktok.com/video/${id}`;
  return `https://www.twitch.tv/videos/${id}`;
}

/**
 * The company marked the claimed key bad and stock gave a replacement: the claim now holds the
 * replacement (the content window is the claim's and does not restart), the bad key stays recorded.
 */
export function replaceKeyFor(participant: KeyParticipant, replacement: string, at: Date): KeyParticipant | null {
  if (!participant.claim) return null;
  const replaced = { code: participant.claim.code, replacement, markedBadAt: at };
  return withEvent(
    { ...participant, claim: { ...participant.claim, code: replacement }, replacedKeys: [...participant.replacedKeys, replaced] },
    { type: 'keyReplaced', at, by: 'COMPANY' },
  );
}

/** Content is overdue once the window has passed without a submission. */
export const isContentOverdue = (participant: KeyParticipant, now: Date): boolean =>
  participant.state === 'claimedKey' && participant.claim !== null && !isWithinContentWindow(participant.claim.claimedAt, now);

/** The participants tabs (spec 2): pending (to review), active (in), ended (done or out). */
export const PARTICIPANT_TABS = ['pending', 'active', 'ended'] as const;
export type ParticipantTab = (typeof PARTICIPANT_TABS)[number];
export const STATES_BY_TAB: Readonly<Record<ParticipantTab, readonly ParticipantState[]>> = {
  pending: ['pending', 'waitlist', 'waitingForAccess'],
  active: ['accepted', 'claimedKey'],
  ended: ['rejected', 'submittedContent'],
};
