import { err, ok, type Result } from '../../shared/result.ts';
import type { KeyCampaign } from '../domain/key-campaign.entity.ts';
import { KeyCampaignNotFound } from '../domain/keys.errors.ts';
import type { KeysDeps } from './keys-deps.ts';

/** A campaign of another company answers "not found". Pass no companyId for a creator's view. */
export async function loadCampaign(
  deps: Pick<KeysDeps, 'campaigns'>,
  campaignId: string,
  companyId?: string,
): Promise<Result<KeyCampaign, KeyCampaignNotFound>> {
  const campaign = await deps.campaigns.findById(campaignId);
  if (!campaign || (companyId !== undefined && campaign.companyId !== companyId)) return err(new KeyCampaignNotFound());
  return ok(campaign);
}
