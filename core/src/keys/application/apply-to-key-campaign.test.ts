import { describe, expect, it } from 'vitest';
import { addMs, DAY_MS } from '../../shared/time.ts';
import type { KeyCampaign } from '../domain/key-campaign.entity.ts';
import type { CreatorProfile } from '../ports/creator-directory.port.ts';
import { aCreatorProfile, aKeyCampaign, aParticipant, BUILDER_NOW } from '../testing/builders.ts';
import { keysTestDeps, seedKeys } from '../testing/keys-test-deps.ts';
import { ApplyToKeyCampaign } from './apply-to-key-campaign.ts';

async function apply(
  campaign: Partial<KeyCampaign> = {},
  creator: Partial<CreatorProfile> = {},
  eligibility: { audienceMet?: boolean; locationMet?: boolean } = {},
  agreementAccepted = false,
) {
  const deps = keysTestDeps();
  const theCampaign = aKeyCampaign(campaign);
  const theCreator = aCreatorProfile(creator);
  await seedKeys(deps, { campaigns: [theCampaign], creators: [theCreator] });
  deps.eligibility.set(theCreator.id, eligibility);
  const result = await new ApplyToKeyCampaign(deps).execute({ creatorId: theCreator.id, campaignId: theCampaign.id, agreementAccepted });
  return { deps, result, campaign: theCampaign, creator: theCreator };
}

describe('ApplyToKeyCampaign', () => {
  it('puts an eligible creator with access into pending, records the request and counts it', async () => {
    const { deps, result, campaign, creator } = await apply();
    expect(result).toMatchObject({
      ok: true,
      value: {
        state: 'pending',
        campaignId: campaign.id,
        creatorId: creator.id,
        appliedAt: BUILDER_NOW,
        claim: null,
        agreementAcceptedAt: null,
      },
    });
    expect(await deps.participants.findByCampaignAndCreator(campaign.id, creator.id)).toMatchObject({
      state: 'pending',
      events: [{ type: 'requested', at: BUILDER_NOW, by: 'USER' }],
    });
    expect(await deps.campaigns.findById(campaign.id)).toMatchObject({ requestCount: 1 });
    expect(deps.eligibility.asked).toEqual([{ creatorId: creator.id, companyId: campaign.companyId }]);
    expect(deps.events.recorded).toMatchObject([
      {
        companyId: campaign.companyId,
        kind: 'key.requested',
        occurredAt: BUILDER_NOW,
        data: { campaignId: campaign.id, creatorId: creator.id, state: 'pending' },
      },
    ]);
  });

  it('adds a creator falling short of the audience requirements to the waitlist', async () => {
    const { result } = await apply({}, {}, { audienceMet: false });
    expect(result).toMatchObject({ ok: true, value: { state: 'waitlist' } });
  });

  it('refuses a creator outside the location or language, with the reasons, and stores nothing', async () => {
    const { deps, result, campaign } = await apply({}, {}, { locationMet: false });
    expect(result).toMatchObject({ ok: false, error: { code: 'KEYS.REQUIREMENTS_NOT_MET', reasons: ['Creators in Sweden only.'] } });
    expect(await deps.campaigns.findById(campaign.id)).toMatchObject({ requestCount: 0 });
    expect(deps.participants.all()).toEqual([]);
    expect(deps.events.recorded).toEqual([]);
  });

  it('has a creator without full creator access wait for access', async () => {
    const { result } = await apply({}, { hasFullCreatorAccess: false });
    expect(result).toMatchObject({ ok: true, value: { state: 'waitingForAccess' } });
  });

  it('waitlists everyone on a pre-launch campaign', async () => {
    const { result } = await apply({ preLaunch: true });
    expect(result).toMatchObject({ ok: true, value: { state: 'waitlist' } });
  });

  it('needs the special instructions and embargo accepted, and stores when they were', async () => {
    const withInstructions = { specialInstructions: 'No spoilers of the ending.' };
    expect((await apply(withInstructions)).result).toMatchObject({
      ok: false,
      error: { code: 'KEYS.AGREEMENT_REQUIRED', field: 'accepted' },
    });
    expect((await apply({ embargo: addMs(BUILDER_NOW, DAY_MS) })).result).toMatchObject({
      ok: false,
      error: { code: 'KEYS.AGREEMENT_REQUIRED' },
    });
    expect((await apply(withInstructions, {}, {}, true)).result).toMatchObject({ ok: true, value: { agreementAcceptedAt: BUILDER_NOW } });
  });

  it('refuses a draft, a held, an unpublished, an upcoming and an ended campaign', async () => {
    const closed = { ok: false, error: { code: 'KEYS.CLOSED' } };
    expect((await apply({ publishState: 'unpublished' })).result).toMatchObject(closed);
    expect((await apply({ startDate: addMs(BUILDER_NOW, 1) })).result).toMatchObject(closed);
    expect((await apply({ endDate: BUILDER_NOW })).result).toMatchObject(closed);
    expect((await apply({ endDate: addMs(BUILDER_NOW, 1) })).result.ok).toBe(true);
    const neverLive = { ok: false, error: { code: 'KEYS.CAMPAIGN_NOT_FOUND' } };
    expect((await apply({ publishState: 'draft', firstWentLiveAt: null })).result).toMatchObject(neverLive);
    expect((await apply({ publishState: 'waitingForReview', firstWentLiveAt: null })).result).toMatchObject(neverLive);
  });

  it('answers a second request with the first, writing nothing, even when both come at once', async () => {
    const { deps, campaign, creator, result } = await apply();
    const use = new ApplyToKeyCampaign(deps);
    const input = { creatorId: creator.id, campaignId: campaign.id, agreementAccepted: true };
    const again = await Promise.all([use.execute(input), use.execute(input)]);
    expect(again).toEqual([result, result]);
    expect(await deps.participants.listByCreator(creator.id)).toHaveLength(1);
    expect((await deps.campaigns.findById(campaign.id))?.requestCount).toBe(1);
  });

  it('enrols once when two first requests come at the same moment, both answered with the one participation', async () => {
    const deps = keysTestDeps();
    const campaign = aKeyCampaign();
    const creator = aCreatorProfile();
    await seedKeys(deps, { campaigns: [campaign], creators: [creator] });
    const input = { creatorId: creator.id, campaignId: campaign.id, agreementAccepted: true };
    const [first, second] = await Promise.all([new ApplyToKeyCampaign(deps).execute(input), new ApplyToKeyCampaign(deps).execute(input)]);
    expect(first.ok && second.ok && first.value.id === second.value.id).toBe(true);
    expect(await deps.participants.listByCreator(creator.id)).toHaveLength(1);
    expect((await deps.campaigns.findById(campaign.id))?.requestCount).toBe(1);
  });

  it('refuses an unknown creator and an unknown campaign', async () => {
    const { deps, campaign, creator } = await apply();
    const use = new ApplyToKeyCampaign(deps);
    expect(await use.execute({ creatorId: 'nobody', campaignId: campaign.id, agreementAccepted: false })).toMatchObject({
      ok: false,
      error: { code: 'KEYS.CREATOR_NOT_FOUND' },
    });
    expect(await use.execute({ creatorId: creator.id, campaignId: 'nope', agreementAccepted: false })).toMatchObject({
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
    expect(
      await new ApplyToKeyCampaign(deps).execute({ creatorId: creator.id, campaignId: campaign.id, agreementAccepted: false }),
    ).toMatchObject({
      ok: false,
      error: { code: 'KEYS.ALREADY_PARTICIPATING' },
    });
  });
});
