import { invitationStatus, type CompanyInvitation } from '../domain/company-invitation.entity.ts';
import type { CompanyMember } from '../domain/company.entity.ts';
import type { User } from '../domain/user.entity.ts';

export interface MemberView {
  userId: string;
  username: string;
  displayName: string;
  email: string;
  isOwner: boolean;
  title: string | null;
  joinedAt: Date;
}

/** Only open invitations are listed, so accepted never shows. */
export interface InvitationView {
  id: string;
  email: string;
  status: 'pending' | 'expired';
  createdAt: Date;
  expiresAt: Date;
}

export const toMemberView = (member: CompanyMember, user: User): MemberView => ({
  userId: member.userId,
  username: user.username,
  displayName: user.displayName,
  email: user.email,
  isOwner: member.isOwner,
  title: member.title,
  joinedAt: member.joinedAt,
});

export const toInvitationView = (invitation: CompanyInvitation, now: Date): InvitationView => ({
  id: invitation.id,
  email: invitation.email,
  status: invitationStatus(invitation, now) === 'pending' ? 'pending' : 'expired',
  createdAt: invitation.createdAt,
  expiresAt: invitation.expiresAt,
});
