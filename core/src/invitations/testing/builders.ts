import { emailInviteExpiry, type CreatorInvitation } from '../domain/invitation.entity.ts';

/** Deterministic test data: counters, not randomness. */
export const BUILDER_NOW = new Date('2025-03-10T12:00:00.000Z');
export const COMPANY_ID = 'company-1';
export const QUEST_ID = 'quest-1';

let counter = 0;

/** A pending email invite to the Quest QUEST_ID, sent at BUILDER_NOW. */
export function anInvitation(changes: Partial<CreatorInvitation> = {}): CreatorInvitation {
  counter += 1;
  return {
    id: `invitation-${counter}`,
    companyId: COMPANY_ID,
    activationType: 'QUEST',
    activationId: QUEST_ID,
    inviteType: 'EMAIL',
    email: `creator${counter}@example.com`,
    creatorId: null,
    invitedBy: 'user-1',
    invitedAt: BUILDER_NOW,
    expiresAt: emailInviteExpiry(BUILDER_NOW),
    status: 'PENDING',
    respondedAt: null,
    sentCount: 1,
    ...changes,
  };
}

/** A pending invite by user id, which does not expire. */
export const aUserIdInvitation = (creatorId: string, changes: Partial<CreatorInvitation> = {}): CreatorInvitation =>
  anInvitation({ inviteType: 'USERID', email: null, creatorId, expiresAt: null, ...changes });
