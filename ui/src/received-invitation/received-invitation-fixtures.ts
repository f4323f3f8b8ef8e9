import type { ReceivedInvitationSummary } from './ReceivedInvitationCard.tsx';

/** A pending Key campaign invitation, for the stories. */
export const pendingInvitation: ReceivedInvitationSummary = {
  id: 'inv-1',
  activationType: 'KEY',
  activationName: 'Moonlight Drifters keys',
  companyName: 'Demo Studio',
  invitedAt: '2026-03-10T09:00:00.000Z',
  expiresAt: '2026-03-24T09:00:00.000Z',
  respondedAt: null,
  status: 'PENDING',
  canReject: true,
};
