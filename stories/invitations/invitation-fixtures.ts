import type { ReceivedInvitation } from '../../apps/web/src/invitations/operations/received-invitations.operations.ts';

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
