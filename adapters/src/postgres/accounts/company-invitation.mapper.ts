import type { CompanyInvitation } from '@lurkit/core/accounts/domain/company-invitation.entity.ts';
import type { CompanyInvitationLinkRow } from './company-invitation-link.entity.ts';
import type { CompanyInvitationRow } from './company-invitation.entity.ts';

export const invitationFromRows = (row: CompanyInvitationRow, links: readonly CompanyInvitationLinkRow[]): CompanyInvitation => ({
  id: row.id,
  companyId: row.company,
  email: row.email,
  tokenHash: row.tokenHash,
  invitedByUserId: row.invitedBy,
  createdAt: row.createdAt,
  expiresAt: row.expiresAt,
  acceptedAt: row.acceptedAt ?? null,
  acceptedByUserId: row.acceptedBy ?? null,
  rejectedAt: row.rejectedAt ?? null,
  earlierLinks: links.map((link) => ({ tokenHash: link.tokenHash, expiresAt: link.expiresAt })),
});

export const invitationToRow = (invitation: CompanyInvitation): CompanyInvitationRow => ({
  id: invitation.id,
  company: invitation.companyId,
  email: invitation.email,
  tokenHash: invitation.tokenHash,
  invitedBy: invitation.invitedByUserId,
  createdAt: invitation.createdAt,
  expiresAt: invitation.expiresAt,
  acceptedAt: invitation.acceptedAt,
  acceptedBy: invitation.acceptedByUserId,
  rejectedAt: invitation.rejectedAt,
});

export const linksToRows = (invitation: CompanyInvitation): CompanyInvitationLinkRow[] =>
  invitation.earlierLinks.map((link) => ({ tokenHash: link.tokenHash, invitation: invitation.id, expiresAt: link.expiresAt }));
