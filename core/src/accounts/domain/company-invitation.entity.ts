import { DAY_MS, addMs } from '../../shared/time.ts';

export const COMPANY_INVITATION_TTL_DAYS = 7;

export type CompanyInvitationStatus = 'pending' | 'expired' | 'accepted';

export interface CompanyInvitation {
  readonly id: string;
  readonly companyId: string;
  readonly email: string;
  readonly tokenHash: string;
  readonly invitedByUserId: string;
  readonly createdAt: Date;
  readonly expiresAt: Date;
  readonly acceptedAt: Date | null;
  readonly acceptedByUserId: string | null;
}

export function invitationStatus(invitation: CompanyInvitation, now: Date): CompanyInvitationStatus {
  if (invitation.acceptedAt) return 'accepted';
  return invitation.expiresAt > now ? 'pending' : 'expired';
}

export const invitationExpiry = (now: Date): Date => addMs(now, COMPANY_INVITATION_TTL_DAYS * DAY_MS);
