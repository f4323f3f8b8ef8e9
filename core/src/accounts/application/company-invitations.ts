import { newId } from '../../shared/ids.ts';
import { err, ok, type Result } from '../../shared/result.ts';
import { newSecretToken } from '../../shared/secret-token.ts';
import { invitationExpiry, invitationStatus, withNewLink, type CompanyInvitation } from '../domain/company-invitation.entity.ts';
import type { Company } from '../domain/company.entity.ts';
import { MemberLimitReached } from '../domain/company.errors.ts';
import type { User } from '../domain/user.entity.ts';
import { companyInvitationEmail } from './account-emails.ts';
import type { AccountsDeps } from './accounts-deps.ts';

/**
 * Pending invitations hold a seat: members plus pending invitations stay within the limit. Renewing
 * an invitation that is already pending takes no new seat; renewing an expired one does.
 */
export function checkRoomForInvitation(
  company: Company,
  openInvitations: readonly CompanyInvitation[],
  now: Date,
  renewing: CompanyInvitation | undefined,
  limit: number,
): Result<void, MemberLimitReached> {
  const pendingOthers = openInvitations.filter((i) => i.id !== renewing?.id && invitationStatus(i, now) === 'pending').length;
  if (company.members.length + pendingOthers + 1 > limit) return err(new MemberLimitReached(limit));
  return ok(undefined);
}

export interface SendInvitation {
  company: Company;
  inviter: User;
  email: string;
  /** An open invitation to the same address gets a new link instead of a duplicate row; its earlier link stays valid. */
  renewing: CompanyInvitation | undefined;
}

/** Saves the invitation with a fresh secret and expiry, then mails the link. */
export async function sendInvitation(
  deps: Pick<AccountsDeps, 'invitations' | 'clock' | 'mailer' | 'appUrl'>,
  { company, inviter, email, renewing }: SendInvitation,
): Promise<CompanyInvitation> {
  const now = deps.clock.now();
  const secret = await newSecretToken();
  const invitation: CompanyInvitation = renewing
    ? { ...withNewLink(renewing, { tokenHash: secret.hash, expiresAt: invitationExpiry(now) }, now), invitedByUserId: inviter.id }
    : {
        id: newId(),
        companyId: company.id,
        email,
        tokenHash: secret.hash,
        invitedByUserId: inviter.id,
        createdAt: now,
        expiresAt: invitationExpiry(now),
        acceptedAt: null,
        acceptedByUserId: null,
        rejectedAt: null,
        earlierLinks: [],
      };
  await deps.invitations.save(invitation);
  await deps.mailer.send({
    ...companyInvitationEmail({
      appUrl: deps.appUrl,
      to: invitation.email,
      companyName: company.name,
      inviterName: inviter.displayName,
      token: secret.token,
    }),
    // The company sends it: its flood of invitations waits behind other companies' mail.
    sender: company.id,
  });
  return invitation;
}
