import { err, ok, type Result } from '../../shared/result.ts';
import { samePlatformName } from '../../shared/platform.schema.ts';
import { keysFor } from '../domain/key-campaign.entity.ts';
import { withEvent, type KeyParticipant } from '../domain/key-participant.entity.ts';
import {
  KeyNotClaimable,
  KeysStillAvailable,
  MoreKeysAlreadyRequested,
  ParticipantNotFound,
  PlatformNotInCampaign,
  type KeyCampaignNotFound,
} from '../domain/keys.errors.ts';
import { loadCampaignForCreator, type KeysDeps } from './keys-deps.ts';

export type RequestMoreKeysError =
  KeyCampaignNotFound | ParticipantNotFound | KeyNotClaimable | PlatformNotInCampaign | KeysStillAvailable | MoreKeysAlreadyRequested;

type Deps = Pick<KeysDeps, 'campaigns' | 'participants' | 'keyCodes' | 'clock'>;

/** Spec 8: out of codes for a platform, an accepted creator asks the company to add more; the company sees it. */
export class RequestMoreKeys {
  private readonly deps: Deps;

  constructor(deps: Deps) {
    this.deps = deps;
  }

  async execute(input: { creatorId: string; campaignId: string; platform: string }): Promise<Result<KeyParticipant, RequestMoreKeysError>> {
    const { participants, keyCodes, clock } = this.deps;
    const loaded = await loadCampaignForCreator(this.deps, input.campaignId);
    if (!loaded.ok) return loaded;
    const campaign = loaded.value;
    const participant = await participants.findByCampaignAndCreator(campaign.id, input.creatorId);
    if (!participant) return err(new ParticipantNotFound());
    if (participant.state !== 'accepted') return err(new KeyNotClaimable());
    const offered = keysFor(campaign, input.platform);
    if (!offered) return err(new PlatformNotInCampaign());
    const stock = await keyCodes.availableKeys(campaign.companyId, campaign.codeItemId);
    const claimed = (await this.deps.campaigns.claimedKeys(campaign.id))[offered.platform] ?? 0;
    const available = availableFor(stock, offered.platform);
    if (available > 0 && claimed < offered.count) return err(new KeysStillAvailable());

    const now = clock.now();
    const asked = await keyCodes.requestMoreKeys({
      companyId: campaign.companyId,
      codeItemId: campaign.codeItemId,
      campaignId: campaign.id,
      platform: offered.platform,
      creatorId: input.creatorId,
      at: now,
    });
    if (!asked) return err(new MoreKeysAlreadyRequested());
    const noted = withEvent(participant, { type: 'requestedMoreKeys', at: now, by: 'USER', note: offered.platform });
    await participants.save(noted);
    return ok(noted);
  }
}

/** Stock keyed by platform as stored; platforms compare as the vocabulary reads them. */
export const availableFor = (stock: Readonly<Record<string, number>>, platform: string): number =>
  Object.entries(stock)
    .filter(([name]) => samePlatformName(name, platform))
    .reduce((sum, [, count]) => sum + count, 0);
