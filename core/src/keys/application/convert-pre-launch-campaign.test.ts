import { describe, expect, it } from 'vitest';
import { aKeyCampaign, aParticipant, BUILDER_NOW, COMPANY_ID } from '../testing/builders.ts';
import { keysTestDeps, seedKeys } from '../testing/keys-test-deps.ts';
import { ClaimKey } from './claim-key.ts';
import { ConvertPreLaunchCampaign } from './convert-pre-launch-campaign.ts';
import { ReviewParticipants } from './review-participant.ts';

describe('ConvertPreLaunchCampaign', () => {
  it('converts after confirmation, after which a waitlisted creator can be accepted and claim a key', async () => {
    const deps = keysTestDeps();
    const campaign = aKeyCampaign({ preLaunch: true });
    const waiting = aParticipant(campaign, { state: 'waitlist' });
    await seedKeys(deps, { campaigns: [campaign], participants: [waiting] });
    deps.keyCodes.stock(campaign.id, 'Steam', ['K-1']);
    const claim = () => new ClaimKey(deps).execute({ creatorId: waiting.creatorId, campaignId: campaign.id, platform: 'Steam' });
    await new ReviewParticipants(deps).execute({
      companyId: COMPANY_ID,
      campaignId: campaign.id,
      participantIds: [waiting.id],
      decision: 'accept',
    });
    expect(await claim()).toMatchObject({ ok: false, error: { code: 'KEYS.PRE_LAUNCH' } });

    const result = await new ConvertPreLaunchCampaign(deps).execute({ companyId: COMPANY_ID, campaignId: campaign.id, confirmed: true });

    expect(result).toMatchObject({ ok: true, value: { preLaunch: false, convertedAt: BUILDER_NOW } });
    expect(await deps.campaigns.findById(campaign.id)).toMatchObject({ preLaunch: false });
    expect(await claim()).toMatchObject({ ok: true, value: { state: 'claimedKey' } });
  });

  it('asks for a Code Manager item and keys when the pre-launch campaign went out without them', async () => {
    const deps = keysTestDeps();
    const withoutKeys = aKeyCampaign({ preLaunch: true, keys: [] });
    const withoutItem = aKeyCampaign({ preLaunch: true, codeItemId: null });
    await seedKeys(deps, { campaigns: [withoutKeys, withoutItem] });
    for (const campaign of [withoutKeys, withoutItem]) {
      expect(
        await new ConvertPreLaunchCampaign(deps).execute({ companyId: COMPANY_ID, campaignId: campaign.id, confirmed: true }),
      ).toMatchObject({ ok: false, error: { code: 'KEYS.CONVERSION_NEEDS_KEYS', field: 'keys' } });
      expect(await deps.campaigns.findById(campaign.id)).toMatchObject({ preLaunch: true, convertedAt: null });
    }
  });

  it('needs the confirmation', async () => {
    const deps = keysTestDeps();
    const campaign = aKeyCampaign({ preLaunch: true });
    await seedKeys(deps, { campaigns: [campaign] });
    expect(
      await new ConvertPreLaunchCampaign(deps).execute({ companyId: COMPANY_ID, campaignId: campaign.id, confirmed: false }),
    ).toMatchObject({ ok: false, error: { code: 'KEYS.CONFIRMATION_REQUIRED', field: 'confirmed' } });
    expect(await deps.campaigns.findById(campaign.id)).toMatchObject({ preLaunch: true, convertedAt: null });
  });

  it('refuses a campaign that is not pre-launch and one of another company', async () => {
    const deps = keysTestDeps();
    const campaign = aKeyCampaign({ preLaunch: false });
    await seedKeys(deps, { campaigns: [campaign] });
    const convert = new ConvertPreLaunchCampaign(deps);
    expect(await convert.execute({ companyId: COMPANY_ID, campaignId: campaign.id, confirmed: true })).toMatchObject({
      ok: false,
      error: { code: 'KEYS.NOT_PRE_LAUNCH' },
    });
    expect(await convert.execute({ companyId: 'other', campaignId: campaign.id, confirmed: true })).toMatchObject({
      ok: false,
      error: { code: 'KEYS.CAMPAIGN_NOT_FOUND' },
    });
  });
});
