import { describe, expect, it } from 'vitest';
import { addMs, DAY_MS } from '../../shared/time.ts';
import type { KeyCampaign } from '../domain/key-campaign.entity.ts';
import type { CreatorProfile } from '../ports/creator-directory.port.ts';
import { aCreatorProfile, aKeyCampaign, aParticipant, BUILDER_NOW } from '../testing/builders.ts';
import { keysTestDeps, seedKeys } from '../testing/keys-test-deps.ts';
import { ApplyToKeyCampaign } from './apply-to-key-campaign.ts';

async function apply(campaign: Partial<KeyCampaign> = {}, creator: Partial<CreatorProfile> = {}) {
  const deps = keysTestDeps();
  const theCampaign = aKeyCampaign({ participationCriteria: { minimumFollowers: 250, minimumAverageViewers: 0 }, ...campaign });
  const theCreator = aCreatorProfile({ size: { followers: 250, averageViewers: 0 }, ...creator });
  await seedKeys(deps, { campaigns: [theCampaign], creators: [theCreator] });
  const result = await new ApplyToKeyCampaign(deps).execute({ creatorId: theCreator.id, campaignId: theCampaign.id });
  return { deps, result, campaign: theCampaign, creator: theCreator };
}

describe('ApplyToKeyCampaign', () => {
  it('puts a creator meeting the size (exactly 250) with access into pending, stored', async () => {
    const { deps, result, campaign, creator } = await apply();
    expect(result).toMatchObject({
      ok: true,
      value: { state: 'pending', campaignId: campaign.id, creatorId: creator.id, appliedAt: BUILDER_NOW, claim: null },
    });
    expect(await deps.participants.findByCampaignAndCreator(campaign.id, creator.id)).toMatchObject({ state: 'pending' });
  });

  it('adds a creator one short (249) to the waitlist', async () => {
    const { result } = await apply({}, { size: { followers: 249, averageViewers: 0 } });
    expect(result).toMatchObject({ ok: true, value: { state: 'waitlist' } });
  });

  it('has a creator without full creator access wait for access', async () => {
    const { result } = await apply({}, { hasFullCreatorAccess: false });
    expect(result).toMatchObject({ ok: true, value: { state: 'waitingForAccess' } });
  });

  it('waitlists everyone on a pre-launch campaign', async () => {
    const { result } = await apply({ preLaunch: true });
    expect(result).toMatchObject({ ok: true, value: { state: 'waitlist' } });
  });

  it('refuses a draft, an upcoming and an ended campaign', async () => {
    expect((await apply({ publishedAt: null })).result).toMatchObject({ ok: false, error: { code: 'KEYS.CLOSED' } });
    expect((await apply({ startDate: addMs(BUILDER_NOW, 1) })).result).toMatchObject({ ok: false, error: { code: 'KEYS.CLOSED' } });
    expect((await apply({ endDate: BUILDER_NOW })).result).toMatchObject({ ok: false, error: { code: 'KEYS.CLOSED' } });
    expect((await apply({ endDate: addMs(BUILDER_NOW, 1) })).result.ok).toBe(true);
  });

  it('refuses a second application, an unknown creator and an unknown campaign', async () => {
    const { deps, campaign, creator } = await apply();
    const use = new ApplyToKeyCampaign(deps);
    expect(await use.execute({ creatorId: creator.id, campaignId: campaign.id })).toMatchObject({
      ok: false,
      error: { code: 'KEYS.ALREADY_PARTICIPATING' },
    });
    expect(await use.execute({ creatorId: 'nobody', campaignId: campaign.id })).toMatchObject({
      ok: false,
      error: { code: 'KEYS.CREATOR_NOT_FOUND' },
    });
    expect(await use.execute({ creatorId: creator.id, campaignId: 'nope' })).toMatchObject({
      ok: false,
      error: { code: 'KEYS.CAMPAIGN_NOT_FOUND' },
    });
  });

  it('refuses a creator already rejected from the campaign', async () => {
    const deps = keysTestDeps(addMs(BUILDER_NOW, DAY_MS));
    const campaign = aKeyCampaign();
    const creator = aCreatorProfile();
    await seedKeys(deps, {
      campaigns: [campaign],
      creators: [creator],
      participants: [aParticipant(campaign, { creatorId: creator.id, state: 'rejected' })],
    });
    expect(await new ApplyToKeyCampaign(deps).execute({ creatorId: creator.id, campaignId: campaign.id })).toMatchObject({
      ok: false,
      error: { code: 'KEYS.ALREADY_PARTICIPATING' },
    });
  });
});
