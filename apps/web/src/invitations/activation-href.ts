import type { ReceivedInvitation } from './operations/received-invitations.operations.ts';

export type ActivationType = ReceivedInvitation['activationType'];

/** Where a creator opens each kind of activation (spec route table). */
const CREATOR_PATHS: Record<ActivationType, (id: string) => string> = {
  KEY: (id) => `/campaigns/${id}`,
  QUEST: (id) => `/campaigns/quests/${id}`,
  MISSION: (id) => `/missions/${id}`,
  CREATOR_PROGRAM: (id) => `/creator-programs/${id}`,
};

/** The page of the activation an invitation is for; none once the activation is gone. */
export const activationHref = (
  invitation: Pick<ReceivedInvitation, 'activationType' | 'activationId' | 'activationName'>,
): string | null => (invitation.activationName !== null ? CREATOR_PATHS[invitation.activationType](invitation.activationId) : null);
