import type { CompanyInvitation } from '../domain/company-invitation.entity.ts';

export interface CompanyInvitationRepositoryPort {
  findById(id: string): Promise<CompanyInvitation | null>;
  /** By the newest link or by any earlier link still stored. */
  findByTokenHash(tokenHash: string): Promise<CompanyInvitation | null>;
  /** Invitations not yet accepted, newest first. */
  listOpenByCompany(companyId: string): Promise<CompanyInvitation[]>;
  /** Inserts or updates. */
  save(invitation: CompanyInvitation): Promise<void>;
}
