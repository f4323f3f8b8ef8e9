import { DAY_MS, addMs } from '../../shared/time.ts';

export const COMPANY_INVITATION_TTL_DAYS = 7;

export type CompanyInvitationStatus = 'pending' | 'expired' | 'accepted';

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
  /**
   * Links mailed before the newest that have not expired: inviting an address again mails a new link
   * and keeps the first one working until its own expiry, since people open whichever mail they find.
   */
  readonly earlierLinks: readonly InvitationLink[];
}

export function invitationStatus(invitation: CompanyInvitation, now: Date): CompanyInvitationStatus {
  if (invitation.acceptedAt) return 'accepted';
  return invitation.expiresAt > now ? 'pending' : 'expired';
}

export const invitationExpiry = (now: Date): Date => addMs(now, COMPANY_INVITATION_TTL_DAYS * DAY_MS);

/** Where one link of the invitation stands: accepted, or pending until that link's own expiry. */
export function linkStatus(invitation: CompanyInvitation, tokenHash: string, now: Date): CompanyInvitationStatus {
  if (invitation.acceptedAt) return 'accepted';
  const expiresAt =
    tokenHash === invitation.tokenHash ? invitation.expiresAt : invitation.earlierLinks.find((l) => l.tokenHash === tokenHash)?.expiresAt;
  return expiresAt && expiresAt > now ? 'pending' : 'expired';
}

/** A new link for the invitation; the one it replaces keeps working until it expires. */
export function withNewLink(invitation: CompanyInvitation, link: InvitationLink, now: Date): CompanyInvitation {
  const kept = [...invitation.earlierLinks, { tokenHash: invitation.tokenHash, expiresAt: invitation.expiresAt }].filter(
    (l) => l.expiresAt > now,
  );
  return { ...invitation, tokenHash: link.tokenHash, expiresAt: link.expiresAt, earlierLinks: kept };
}
