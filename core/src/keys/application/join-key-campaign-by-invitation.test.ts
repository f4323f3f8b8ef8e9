import { describe, expect, it } from 'vitest';
import type { KeyCampaign } from '../domain/key-campaign.entity.ts';
import type { KeyParticipant } from '../domain/key-participant.entity.ts';
import type { CreatorProfile } from '../ports/creator-directory.port.ts';
import { aCreatorProfile, aKeyCampaign, aParticipant, BUILDER_NOW } from '../testing/builders.ts';
import { keysTestDeps, seedKeys } from '../testing/keys-test-deps.ts';
import { JoinKeyCampaignByInvitation } from './join-key-campaign-by-invitation.ts';

async function join(
  options: {
    campaign?: Partial<KeyCampaign>;
    creator?: Partial<CreatorProfile>;
    eligibility?: { audienceMet?: boolean; locationMet?: boolean };
    participant?: Partial<KeyParticipant>;
    agreementAccepted?: boolean;
  } = {},
) {
  const deps = keysTestDeps();
  const campaign = aKeyCampaign(options.campaign);
  const creator = aCreatorProfile(options.creator);
  const participants = options.participant ? [aParticipant(campaign, { creatorId: creator.id, ...options.participant })] : [];
  await seedKeys(deps, { campaigns: [campaign], creators: [creator], participants });
  deps.eligibility.set(creator.id, options.eligibility ?? {});
  const result = await new JoinKeyCampaignByInvitation(deps).execute({
    creatorId: creator.id,
    campaignId: campaign.id,
    agreementAccepted: options.agreementAccepted ?? false,
  });
  return { deps, result, campaign, creator };
}

describe('JoinKeyCampaignByInvitation', () => {
  it('makes an invited creator with access a participant accepted at once, and counts the request', async () => {
    const { deps, result, campaign, creator } = await join();
    expect(result).toMatchObject({ ok: true, value: { state: 'accepted', reviewedAt: BUILDER_NOW, creatorId: creator.id } });
    expect(await deps.participants.findByCampaignAndCreator(campaign.id, creator.id)).toMatchObject({ state: 'accepted' });
    expect(await deps.campaigns.findById(campaign.id)).toMatchObject({ requestCount: 1 });
  });

  it('skips the waitlist: the invitation waives the audience requirements', async () => {
    expect((await join({ eligibility: { audienceMet: false } })).result).toMatchObject({ ok: true, value: { state: 'accepted' } });
  });

  it('still refuses a creator outside the location or language, storing nothing', async () => {
    const { deps, result } = await join({ eligibility: { locationMet: false } });
    expect(result).toMatchObject({ ok: false, error: { code: 'KEYS.REQUIREMENTS_NOT_MET', reasons: ['Creators in Sweden only.'] } });
    expect(deps.participants.all()).toEqual([]);
  });

  it('has a creator without full creator access wait for it', async () => {
    expect((await join({ creator: { hasFullCreatorAccess: false } })).result).toMatchObject({
      ok: true,
      value: { state: 'waitingForAccess', reviewedAt: null },
    });
  });

  it('needs the special instructions and embargo accepted', async () => {
    const campaign = { specialInstructions: 'No spoilers.' };
    expect((await join({ campaign })).result).toMatchObject({ ok: false, error: { code: 'KEYS.AGREEMENT_REQUIRED' } });
    expect((await join({ campaign, agreementAccepted: true })).result).toMatchObject({
      ok: true,
      value: { agreementAcceptedAt: BUILDER_NOW },
    });
  });

  it('refuses while the campaign is closed to requests', async () => {
    expect((await join({ campaign: { publishState: 'unpublished' } })).result).toMatchObject({
      ok: false,
      error: { code: 'KEYS.CLOSED' },
    });
  });

  it('accepts a creator who had already requested a key, as the company', async () => {
    const { deps, result, campaign, creator } = await join({ participant: { state: 'waitlist' } });
    expect(result).toMatchObject({ ok: true, value: { state: 'accepted' } });
    const stored = await deps.participants.findByCampaignAndCreator(campaign.id, creator.id);
    expect(stored?.events.at(-1)).toMatchObject({ type: 'accepted', by: 'COMPANY' });
    expect(await deps.campaigns.findById(campaign.id)).toMatchObject({ requestCount: 0 });
  });

  it('leaves a creator further along as they are', async () => {
    const { result } = await join({ participant: { state: 'claimedKey' } });
    expect(result).toMatchObject({ ok: true, value: { state: 'claimedKey' } });
  });
});
