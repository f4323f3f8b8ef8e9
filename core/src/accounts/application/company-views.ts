import { invitationStatus, type CompanyInvitation, type CompanyInvitationStatus } from '../domain/company-invitation.entity.ts';
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

/** Invitations not accepted are listed (an accepted one shows as its member). */
export interface InvitationView {
  id: string;
  email: string;
  status: 'pending' | 'expired' | 'rejected';
  rejectedAt: Date | null;
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
  status: openStatus(invitationStatus(invitation, now)),
  rejectedAt: invitation.rejectedAt,
  createdAt: invitation.createdAt,
  expiresAt: invitation.expiresAt,
});

const openStatus = (status: CompanyInvitationStatus): InvitationView['status'] =>
  status === 'pending' || status === 'rejected' ? status : 'expired';
