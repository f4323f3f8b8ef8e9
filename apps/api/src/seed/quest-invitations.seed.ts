import { emailInviteExpiry, type CreatorInvitation } from '@lurkit/core/invitations/domain/invitation.entity.ts';
import type { CreatorInvitationRepositoryPort } from '@lurkit/core/invitations/ports/invitation-repository.port.ts';
import type { Quest } from '@lurkit/core/quests/domain/quest.entity.ts';
import type { QuestRepositoryPort } from '@lurkit/core/quests/ports/quest-repository.port.ts';
import { addMs, DAY_MS } from '@lurkit/core/shared/time.ts';
import type { SeededAccounts } from './accounts.seed.ts';
import type { SeededRandom } from './seeded-random.ts';

export const HIDDEN_QUEST_NAME = 'Aurora headset closed beta (invite only)';

/**
 * A hidden Quest of Demo Studio with an invitation in every state (spec 3 and 4): democreator's pending
 * one by user id (their /campaigns/quests/{id}/invited page), one accepted, one rejected, a pending
 * email invite and an expired one to send again. A product promotion, so the pages and tests that pick
 * Demo Studio's game promotion Quest are not handed this one.
 */
export async function seedQuestInvitations(
  deps: { quests: QuestRepositoryPort; invitations: CreatorInvitationRepositoryPort },
  accounts: SeededAccounts,
  product: Quest | undefined,
  random: SeededRandom,
  now: Date,
): Promise<Quest | null> {
  const [company] = accounts.companies;
  const [demoCreator, accepted, rejected] = [accounts.creators[0], accounts.creators[20], accounts.creators[21]];
  if (!company || !product || !demoCreator || !accepted || !rejected) return null;
  const hidden: Quest = { ...product, id: random.uuid(), name: HIDDEN_QUEST_NAME, visibility: 'Hidden' };
  await deps.quests.save(hidden);

  const invitation = (changes: Partial<CreatorInvitation>, daysAgo: number): CreatorInvitation => ({
    id: random.uuid(),
    companyId: company.id,
    activationType: 'QUEST',
    activationId: hidden.id,
    inviteType: 'USERID',
    email: null,
    creatorId: null,
    invitedBy: company.ownerId,
    invitedAt: addMs(now, -daysAgo * DAY_MS),
    expiresAt: null,
    status: 'PENDING',
    respondedAt: null,
    sentCount: 1,
    ...changes,
  });
  const byEmail = (email: string, daysAgo: number) =>
    invitation({ inviteType: 'EMAIL', email, expiresAt: emailInviteExpiry(addMs(now, -daysAgo * DAY_MS)) }, daysAgo);
  const answered = (creatorId: string, status: 'ACCEPTED' | 'REJECTED') =>
    invitation({ creatorId, status, respondedAt: addMs(now, -2 * DAY_MS) }, 5);
  for (const sent of [
    invitation({ creatorId: demoCreator.id }, 1),
    answered(accepted.id, 'ACCEPTED'),
    answered(rejected.id, 'REJECTED'),
    byEmail('beta.tester@example.com', 3),
    // Sent 20 days ago: past its 14 days, so it reads as expired and can be sent again.
    byEmail('late.reply@example.com', 20),
  ])
    await deps.invitations.save(sent);
  return hidden;
}
