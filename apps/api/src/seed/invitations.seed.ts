import type { CreatorInvitation } from '@lurkit/core/invitations/domain/invitation.entity.ts';
import type { CreatorInvitationRepositoryPort } from '@lurkit/core/invitations/ports/invitation-repository.port.ts';
import { acceptsApplications, type KeyCampaign } from '@lurkit/core/keys/domain/key-campaign.entity.ts';
import { addMs, DAY_MS } from '@lurkit/core/shared/time.ts';
import type { SeededAccounts } from './accounts.seed.ts';
import type { SeededRandom } from './seeded-random.ts';

/**
 * A pending invitation for democreator, by user id, to a live Key campaign of Demo Studio they are not
 * in yet: the Offers tab of Deals and /invitations/{id} have something to answer in the demo.
 */
export async function seedInvitations(
  invitations: CreatorInvitationRepositoryPort,
  accounts: SeededAccounts,
  keyCampaigns: readonly KeyCampaign[],
  taken: (campaignId: string, creatorId: string) => Promise<boolean>,
  random: SeededRandom,
  now: Date,
): Promise<CreatorInvitation[]> {
  const [demoCompany] = accounts.companies;
  const [demoCreator] = accounts.creators;
  if (!demoCompany || !demoCreator) return [];
  const live = keyCampaigns.filter((c) => c.companyId === demoCompany.id && !c.preLaunch && acceptsApplications(c, now));
  for (const campaign of live) {
    if (await taken(campaign.id, demoCreator.id)) continue;
    const invitation: CreatorInvitation = {
      id: random.uuid(),
      companyId: demoCompany.id,
      activationType: 'KEY',
      activationId: campaign.id,
      inviteType: 'USERID',
      email: null,
      creatorId: demoCreator.id,
      invitedBy: demoCompany.ownerId,
      invitedAt: addMs(now, -2 * DAY_MS),
      expiresAt: null,
      status: 'PENDING',
      respondedAt: null,
      sentCount: 1,
    };
    await invitations.save(invitation);
    return [invitation];
  }
  return [];
}
