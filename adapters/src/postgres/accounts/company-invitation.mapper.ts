import type { CompanyInvitation } from '@lurkit/core/accounts/domain/company-invitation.entity.ts';
import type { CompanyInvitationRow } from './company-invitation.entity.ts';

export const invitationFromRow = (row: CompanyInvitationRow): CompanyInvitation => ({
  id: row.id,
  companyId: row.company,
  email: row.email,
  tokenHash: row.tokenHash,
  invitedByUserId: row.invitedBy,
  createdAt: row.createdAt,
  expiresAt: row.expiresAt,
  acceptedAt: row.acceptedAt ?? null,
  acceptedByUserId: row.acceptedBy ?? null,
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
});
