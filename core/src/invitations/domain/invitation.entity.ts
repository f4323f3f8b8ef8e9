import type { Result } from '../../shared/result.ts';
import { defineStateMachine, type TransitionNotAllowed } from '../../shared/state-machine.ts';
import { addMs, DAY_MS } from '../../shared/time.ts';

export const ACTIVATION_TYPES = ['CREATOR_PROGRAM', 'KEY', 'MISSION', 'QUEST'] as const;
export type ActivationType = (typeof ACTIVATION_TYPES)[number];
export const INVITE_TYPES = ['EMAIL', 'USERID'] as const;
export type InviteType = (typeof INVITE_TYPES)[number];
export const INVITATION_STATUSES = ['PENDING', 'ACCEPTED', 'REJECTED'] as const;
export type InvitationStatus = (typeof INVITATION_STATUSES)[number];
export const INVITATION_EVENTS = ['accept', 'reject', 'resend'] as const;
export type InvitationEvent = (typeof INVITATION_EVENTS)[number];

/** Our choice: the spec says email invites expire but not when. */
export const EMAIL_INVITE_TTL_DAYS = 14;
export const emailInviteExpiry = (from: Date): Date => addMs(from, EMAIL_INVITE_TTL_DAYS * DAY_MS);

/** Spec 4: PENDING, then ACCEPTED or REJECTED; a pending email invite can be sent again. */
export const invitationMachine = defineStateMachine('CreatorInvitation', INVITATION_STATUSES, INVITATION_EVENTS, {
  PENDING: { accept: 'ACCEPTED', reject: 'REJECTED', resend: 'PENDING' },
  ACCEPTED: {},
  REJECTED: {},
});

/** Spec 4: "Quest invites and key invites can be rejected"; the others are accepted or left. */
export const REJECTABLE_ACTIVATIONS: readonly ActivationType[] = ['QUEST', 'KEY'];
export const canBeRejected = (type: ActivationType): boolean => REJECTABLE_ACTIVATIONS.includes(type);

export interface CreatorInvitation {
  readonly id: string;
  readonly companyId: string;
  readonly activationType: ActivationType;
  readonly activationId: string;
  readonly inviteType: InviteType;
  /** Set for EMAIL invites (lower case). */
  readonly email: string | null;
  /** Set for USERID invites, and for EMAIL invites once a creator answers them. */
  readonly creatorId: string | null;
  readonly invitedBy: string;
  readonly invitedAt: Date;
  /** EMAIL invites only; USERID invites do not expire. */
  readonly expiresAt: Date | null;
  readonly status: InvitationStatus;
  readonly respondedAt: Date | null;
  readonly sentCount: number;
}

/** What a company sees: an email invite still PENDING past its expiry shows as expired. */
export type InvitationDisplayStatus = InvitationStatus | 'EXPIRED';

export const isExpired = (invitation: CreatorInvitation, now: Date): boolean =>
  invitation.status === 'PENDING' && invitation.expiresAt !== null && now >= invitation.expiresAt;

export const displayStatus = (invitation: CreatorInvitation, now: Date): InvitationDisplayStatus =>
  isExpired(invitation, now) ? 'EXPIRED' : invitation.status;

type Moved = Result<CreatorInvitation, TransitionNotAllowed<InvitationStatus, InvitationEvent>>;

export function respond(invitation: CreatorInvitation, event: 'accept' | 'reject', creatorId: string, at: Date): Moved {
  const next = invitationMachine.transition(invitation.status, event);
  return next.ok ? { ok: true, value: { ...invitation, status: next.value, creatorId, respondedAt: at } } : next;
}

/** A resent email invite gets a fresh expiry from the moment it is sent again. */
export function resend(invitation: CreatorInvitation, at: Date): Moved {
  const next = invitationMachine.transition(invitation.status, 'resend');
  return next.ok
    ? { ok: true, value: { ...invitation, status: next.value, expiresAt: emailInviteExpiry(at), sentCount: invitation.sentCount + 1 } }
    : next;
}

/** One invite per activation per creator: the same address or the same creator counts. */
export const invitesSameCreator = (invitation: CreatorInvitation, target: { email?: string | null; creatorId?: string | null }): boolean =>
  (target.email != null && invitation.email === target.email) || (target.creatorId != null && invitation.creatorId === target.creatorId);
