import { err, ok, type Result } from '../../shared/result.ts';
import { campaignAllows, keysFor } from '../domain/key-campaign.entity.ts';
import { claimKeyFor, type KeyParticipant } from '../domain/key-participant.entity.ts';
import {
  CampaignNotConverted,
  KeyNotClaimable,
  OutOfKeys,
  ParticipantNotFound,
  KeyCampaignNotFound,
  PlatformNotInCampaign,
} from '../domain/keys.errors.ts';
import type { KeysDeps } from './keys-deps.ts';

export type ClaimKeyError =
  KeyCampaignNotFound | CampaignNotConverted | ParticipantNotFound | KeyNotClaimable | PlatformNotInCampaign | OutOfKeys;

type Deps = Pick<KeysDeps, 'campaigns' | 'participants' | 'keyCodes' | 'timers' | 'clock' | 'events'>;

/**
 * An accepted creator claims one key for a platform; the 30-day content window starts now and its
 * reminders and expiry are scheduled. Works on an unpublished campaign too: enrolled creators may
 * still complete it (spec 4). Out of keys answers an error the caller's transaction rolls back on.
 */
export class ClaimKey {
  private readonly deps: Deps;

  constructor(deps: Deps) {
    this.deps = deps;
  }

  async execute(input: { creatorId: string; campaignId: string; platform: string }): Promise<Result<KeyParticipant, ClaimKeyError>> {
    const { campaigns, participants, keyCodes, timers, clock, events } = this.deps;
    // The campaign and the participation in one read: a claim's every statement counts under a rush.
    const found = await participants.findWithCampaign(input.campaignId, input.creatorId);
    if (!found || found.campaign.firstWentLiveAt === null) return err(new KeyCampaignNotFound());
    const { campaign, participant } = found;
    if (!campaignAllows(campaign, 'claimKey')) return err(new CampaignNotConverted());
    if (!participant) return err(new ParticipantNotFound());
    if (participant.state !== 'accepted') return err(new KeyNotClaimable());
    const offered = keysFor(campaign, input.platform);
    if (!offered) return err(new PlatformNotInCampaign());
    // Keys per platform caps the campaign, whatever the Code Manager still holds.
    if (!(await campaigns.reserveKey(campaign.id, offered.platform))) return err(new OutOfKeys(offered.platform));

    const now = clock.now();
    const request = {
      companyId: campaign.companyId,
      codeItemId: campaign.codeItemId,
      campaignId: campaign.id,
      platform: offered.platform,
      creatorId: input.creatorId,
      at: now,
    };
    const code = await keyCodes.takeKey(request);
    if (code === null) return err(new OutOfKeys(offered.platform));
    const claimed = claimKeyFor(participant, { platform: offered.platform, code, at: now });
    if (!claimed.ok || !claimed.value.claim) return err(new KeyNotClaimable());
    await participants.save(claimed.value);
    await timers.scheduleContentTimers({ participantId: participant.id, contentDueAt: claimed.value.claim.contentDueAt });
    await events.record({
      companyId: campaign.companyId,
      kind: 'key.claimed',
      occurredAt: now,
      data: { campaignId: campaign.id, participantId: participant.id, creatorId: input.creatorId, platform: offered.platform },
    });
    return ok(claimed.value);
  }
}
