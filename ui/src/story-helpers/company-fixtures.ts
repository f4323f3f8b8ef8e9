import type { CompanyInvitationView, CompanyMemberView } from '../company-members/types.ts';

export const owner: CompanyMemberView = {
  userId: 'u-owner',
  username: 'northernowner',
  displayName: 'Olivia',
  email: 'owner@northernlights.example',
  isOwner: true,
  title: 'CEO',
  joinedAt: '2026-01-15T23:30:00.000Z',
};

export const member: CompanyMemberView = {
  userId: 'u-member',
  username: 'mattias',
  displayName: 'Mattias',
  email: 'mattias@northernlights.example',
  isOwner: false,
  title: null,
  joinedAt: '2026-02-03T09:00:00.000Z',
};

export const pendingInvitation: CompanyInvitationView = {
  id: 'inv-pending',
  email: 'sara@northernlights.example',
  status: 'PENDING',
  createdAt: '2026-03-01T10:00:00.000Z',
  expiresAt: '2026-03-08T10:00:00.000Z',
};

export const expiredInvitation: CompanyInvitationView = {
  id: 'inv-expired',
  email: 'jon@northernlights.example',
  status: 'EXPIRED',
  createdAt: '2026-01-01T10:00:00.000Z',
  expiresAt: '2026-01-08T10:00:00.000Z',
};

export const rejectedInvitation: CompanyInvitationView = {
  id: 'inv-rejected',
  email: 'kim@northernlights.example',
  status: 'REJECTED',
  createdAt: '2026-02-20T10:00:00.000Z',
  expiresAt: '2026-02-27T10:00:00.000Z',
};
