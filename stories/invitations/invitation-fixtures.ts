import type { ReceivedInvitation } from '../../apps/web/src/invitations/operations/received-invitations.operations.ts';
import type { SentInvitations } from '../../apps/web/src/invitations/operations/creator-invitations.operations.ts';

/** A pending Key campaign invitation by email, as the API answers it. */
export const anInvitation = (changes: Partial<ReceivedInvitation> = {}): ReceivedInvitation => ({
  id: 'invitation-1',
  activationType: 'KEY',
  activationId: 'campaign-1',
  activationName: 'Moonlight Drifters keys',
  companyName: 'Northern Lights Games',
  inviteType: 'EMAIL',
  invitedAt: '2026-11-20T09:00:00.000Z',
  expiresAt: '2026-12-04T09:00:00.000Z',
  respondedAt: null,
  status: 'PENDING',
  canReject: true,
  ...changes,
});

/** Invitations a company sent, one in every state: accepted, pending by user id and by email, expired, rejected. */
export const sentInvitations: SentInvitations = [
  {
    id: 'inv-1',
    inviteType: 'EMAIL',
    email: 'anna@example.com',
    creatorId: 'u-1',
    creatorName: null,
    invitedAt: '2026-11-02T09:00:00.000Z',
    expiresAt: '2026-11-16T09:00:00.000Z',
    status: 'ACCEPTED',
    sentCount: 1,
  },
  {
    id: 'inv-4',
    inviteType: 'USERID',
    email: null,
    creatorId: 'u-4',
    creatorName: 'Cleo Casts',
    invitedAt: '2026-11-06T09:00:00.000Z',
    expiresAt: null,
    status: 'PENDING',
    sentCount: 1,
  },
  {
    id: 'inv-5',
    inviteType: 'EMAIL',
    email: 'erik@example.com',
    creatorId: null,
    creatorName: null,
    invitedAt: '2026-11-07T09:00:00.000Z',
    expiresAt: '2026-11-21T09:00:00.000Z',
    status: 'PENDING',
    sentCount: 1,
  },
  {
    id: 'inv-2',
    inviteType: 'EMAIL',
    email: 'dana@example.com',
    creatorId: null,
    creatorName: null,
    invitedAt: '2026-10-01T09:00:00.000Z',
    expiresAt: '2026-10-15T09:00:00.000Z',
    status: 'EXPIRED',
    sentCount: 1,
  },
  {
    id: 'inv-3',
    inviteType: 'USERID',
    email: null,
    creatorId: 'u-3',
    creatorName: 'Björn Plays',
    invitedAt: '2026-11-05T09:00:00.000Z',
    expiresAt: null,
    status: 'REJECTED',
    sentCount: 1,
  },
];
