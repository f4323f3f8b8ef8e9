import type { ReceivedInvitation } from './operations/received-invitations.operations.ts';

/** The page of the activation an invitation is for; only Key campaigns have theirs so far. */
export const activationHref = (
  invitation: Pick<ReceivedInvitation, 'activationType' | 'activationId' | 'activationName'>,
): string | null =>
  invitation.activationType === 'KEY' && invitation.activationName !== null ? `/campaigns/${invitation.activationId}` : null;
