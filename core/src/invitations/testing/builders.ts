import { emailInviteExpiry, type CreatorInvitation } from '../domain/invitation.entity.ts';
import { BUILDER_NOW, seededSource } from '../../shared/testing/seeded-random.ts';

/** Deterministic test data from a seeded source, so a failing test shows the same values every run. */
export { BUILDER_NOW };
export const COMPANY_ID = 'company-1';
export const QUEST_ID = 'quest-1';

const { seededId, seededWord } = seededSource(20_250_503);

/** A pending email invite to the Quest QUEST_ID, sent at BUILDER_NOW. */
export function anInvitation(changes: Partial<CreatorInvitation> = {}): CreatorInvitation {
  return {
    id: seededId(),
    companyId: COMPANY_ID,
    activationType: 'QUEST',
    activationId: QUEST_ID,
    inviteType: 'EMAIL',
    email: `creator${seededWord()}@example.com`,
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
