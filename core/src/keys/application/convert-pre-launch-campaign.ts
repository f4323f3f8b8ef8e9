import { err, ok, type Result } from '../../shared/result.ts';
import type { KeyCampaign } from '../domain/key-campaign.entity.ts';
import { ConversionNeedsKeys, ConversionNotConfirmed, NotPreLaunch, type KeyCampaignNotFound } from '../domain/keys.errors.ts';
import { loadCampaign } from './keys-deps.ts';
import type { KeysDeps } from './keys-deps.ts';

export type ConvertPreLaunchCampaignError = KeyCampaignNotFound | NotPreLaunch | ConversionNeedsKeys | ConversionNotConfirmed;

type Deps = Pick<KeysDeps, 'campaigns' | 'clock'>;

/** Spec 4: a pre-launch campaign converts to a Key campaign after confirmation. Waitlisted creators stay for review. */
export class ConvertPreLaunchCampaign {
  private readonly deps: Deps;

  constructor(deps: Deps) {
    this.deps = deps;
  }

  async execute(input: {
    companyId: string;
    campaignId: string;
    confirmed: boolean;
  }): Promise<Result<KeyCampaign, ConvertPreLaunchCampaignError>> {
    const campaign = await loadCampaign(this.deps, input.campaignId, input.companyId);
    if (!campaign.ok) return campaign;
    if (!campaign.value.preLaunch) return err(new NotPreLaunch());
    if (!campaign.value.codeItemId || !campaign.value.keys.some((k) => k.count > 0)) return err(new ConversionNeedsKeys());
    if (input.confirmed !== true) return err(new ConversionNotConfirmed());
    const now = this.deps.clock.now();
    const converted: KeyCampaign = { ...campaign.value, preLaunch: false, convertedAt: now, updatedAt: now };
    await this.deps.campaigns.save(converted);
    return ok(converted);
  }
}
