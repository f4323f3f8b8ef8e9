import { defineStateMachine } from '../../shared/state-machine.ts';
import { DAY_MS, addMs } from '../../shared/time.ts';

export const COMPANY_INVITATION_TTL_DAYS = 7;

/** Spec 4: a company invite is PENDING, then ACCEPTED or REJECTED; a pending one past its link's expiry shows as expired. */
export const COMPANY_INVITATION_STATES = ['PENDING', 'ACCEPTED', 'REJECTED'] as const;
export type CompanyInvitationState = (typeof COMPANY_INVITATION_STATES)[number];
export const COMPANY_INVITATION_EVENTS = ['accept', 'reject', 'invite'] as const;
export type CompanyInvitationEvent = (typeof COMPANY_INVITATION_EVENTS)[number];

/** `invite` mails a new link: the owner may ask again someone who said no, never someone who joined. */
export const companyInvitationMachine = defineStateMachine('CompanyInvitation', COMPANY_INVITATION_STATES, COMPANY_INVITATION_EVENTS, {
  PENDING: { accept: 'ACCEPTED', reject: 'REJECTED', invite: 'PENDING' },
  REJECTED: { invite: 'PENDING' },
  ACCEPTED: {},
});

export type CompanyInvitationStatus = 'pending' | 'expired' | 'accepted' | 'rejected';

/** A link mailed for an invitation: the hash of its secret and when it stops working. */
export interface InvitationLink {
  readonly tokenHash: string;
  readonly expiresAt: Date;
}

export interface CompanyInvitation {
  readonly id: string;
  readonly companyId: string;
  readonly email: string;
  /** The newest link; `expiresAt` is its expiry. */
  readonly tokenHash: string;
  readonly invitedByUserId: string;
  readonly createdAt: Date;
  readonly expiresAt: Date;
  readonly acceptedAt: Date | null;
  readonly acceptedByUserId: string | null;
  /** When the invited person declined; a new link (the owner inviting again) clears it. */
  readonly rejectedAt: Date | null;
  /**
   * Links mailed before the newest that have not expired: inviting an address again mails a new link
   * and keeps the first one working until its own expiry, since people open whichever mail they find.
   */
  readonly earlierLinks: readonly InvitationLink[];
}

export const invitationState = (invitation: CompanyInvitation): CompanyInvitationState =>
  invitation.acceptedAt ? 'ACCEPTED' : invitation.rejectedAt ? 'REJECTED' : 'PENDING';

export function invitationStatus(invitation: CompanyInvitation, now: Date): CompanyInvitationStatus {
  const state = invitationState(invitation);
  if (state !== 'PENDING') return state === 'ACCEPTED' ? 'accepted' : 'rejected';
  return invitation.expiresAt > now ? 'pending' : 'expired';
}

export const invitationExpiry = (now: Date): Date => addMs(now, COMPANY_INVITATION_TTL_DAYS * DAY_MS);

/** Where one link of the invitation stands: accepted, or pending until that link's own expiry. */
export function linkStatus(invitation: CompanyInvitation, tokenHash: string, now: Date): CompanyInvitationStatus {
  const state = invitationStatus(invitation, now);
  if (state === 'accepted' || state === 'rejected') return state;
  const expiresAt =
    tokenHash === invitation.tokenHash ? invitation.expiresAt : invitation.earlierLinks.find((l) => l.tokenHash === tokenHash)?.expiresAt;
  return expiresAt && expiresAt > now ? 'pending' : 'expired';
}

/** A new link for the invitation; the one it replaces keeps working until it expires. */
export function withNewLink(invitation: CompanyInvitation, link: InvitationLink, now: Date): CompanyInvitation {
  const kept = [...invitation.earlierLinks, { tokenHash: invitation.tokenHash, expiresAt: invitation.expiresAt }].filter(
    (l) => l.expiresAt > now,
  );
  return { ...invitation, tokenHash: link.tokenHash, expiresAt: link.expiresAt, earlierLinks: kept, rejectedAt: null };
}
