import { describe, expect, it } from 'vitest';
import { addMs, DAY_MS } from '../../shared/time.ts';
import { contentDueAt } from '../domain/content-window.ts';
import type { KeyCampaign } from '../domain/key-campaign.entity.ts';
import type { ParticipantState } from '../domain/participation.ts';
import { aKeyCampaign, aParticipant, BUILDER_NOW } from '../testing/builders.ts';
import { keysTestDeps, seedKeys } from '../testing/keys-test-deps.ts';
import { ClaimKey } from './claim-key.ts';

async function setup(campaignChanges: Partial<KeyCampaign> = {}, state: ParticipantState = 'accepted') {
  const deps = keysTestDeps();
  const campaign = aKeyCampaign(campaignChanges);
  const participant = aParticipant(campaign, { state });
  await seedKeys(deps, { campaigns: [campaign], participants: [participant] });
  deps.keyCodes.stock(campaign.id, 'Steam', ['STEAM-1', 'STEAM-2']);
  return { deps, campaign, participant, claim: new ClaimKey(deps) };
}

describe('ClaimKey', () => {
  it('gives an accepted creator a key and starts the 30-day content window', async () => {
    const { deps, campaign, participant, claim } = await setup();
    const result = await claim.execute({ creatorId: participant.creatorId, campaignId: campaign.id, platform: 'steam' });
    expect(result).toMatchObject({
      ok: true,
      value: {
        state: 'claimedKey',
        claim: { platform: 'Steam', code: 'STEAM-1', claimedAt: BUILDER_NOW, contentDueAt: contentDueAt(BUILDER_NOW) },
      },
    });
    expect(await deps.participants.findById(participant.id)).toMatchObject({ state: 'claimedKey' });
    expect(deps.keyCodes.taken).toEqual([
      { campaignId: campaign.id, platform: 'Steam', creatorId: participant.creatorId, code: 'STEAM-1', at: BUILDER_NOW },
    ]);
    // The webhook event carries the claim, never the key itself.
    expect(deps.events.recorded).toEqual([
      {
        companyId: campaign.companyId,
        kind: 'key.claimed',
        occurredAt: BUILDER_NOW,
        data: { campaignId: campaign.id, participantId: participant.id, creatorId: participant.creatorId, platform: 'Steam' },
      },
    ]);
  });

  it('is refused before a pre-launch campaign is converted', async () => {
    const { deps, campaign, participant, claim } = await setup({ preLaunch: true });
    expect(await claim.execute({ creatorId: participant.creatorId, campaignId: campaign.id, platform: 'Steam' })).toMatchObject({
      ok: false,
      error: { code: 'KEYS.PRE_LAUNCH' },
    });
    expect(deps.keyCodes.taken).toEqual([]);
  });

  it.each([['pending'], ['waitlist'], ['rejected'], ['claimedKey']] as const)('is refused to a %s creator', async (state) => {
    const { deps, campaign, participant, claim } = await setup({}, state);
    expect(await claim.execute({ creatorId: participant.creatorId, campaignId: campaign.id, platform: 'Steam' })).toMatchObject({
      ok: false,
      error: { code: 'KEYS.NOT_CLAIMABLE' },
    });
    expect(deps.keyCodes.taken).toEqual([]);
    expect(deps.events.recorded).toEqual([]);
  });

  it('is refused to a creator not taking part, and for a platform the campaign does not offer', async () => {
    const { campaign, participant, claim } = await setup();
    expect(await claim.execute({ creatorId: 'stranger', campaignId: campaign.id, platform: 'Steam' })).toMatchObject({
      ok: false,
      error: { code: 'KEYS.PARTICIPANT_NOT_FOUND' },
    });
    expect(await claim.execute({ creatorId: participant.creatorId, campaignId: campaign.id, platform: 'GOG' })).toMatchObject({
      ok: false,
      error: { code: 'KEYS.PLATFORM_NOT_OFFERED' },
    });
    expect(await claim.execute({ creatorId: participant.creatorId, campaignId: 'nope', platform: 'Steam' })).toMatchObject({
      ok: false,
      error: { code: 'KEYS.CAMPAIGN_NOT_FOUND' },
    });
  });

  it('stops at the keys per platform: the last key goes, the next claim is out of keys', async () => {
    const { deps, campaign, participant, claim } = await setup({
      keys: [
        { platform: 'Steam', count: 1 },
        { platform: 'Xbox', count: 1 },
      ],
    });
    const second = aParticipant(campaign, { state: 'accepted' });
    await seedKeys(deps, { participants: [second] });
    expect((await claim.execute({ creatorId: participant.creatorId, campaignId: campaign.id, platform: 'Steam' })).ok).toBe(true);
    expect(await claim.execute({ creatorId: second.creatorId, campaignId: campaign.id, platform: 'Steam' })).toMatchObject({
      ok: false,
      error: { code: 'KEYS.OUT_OF_KEYS', platform: 'Steam' },
    });
    expect(deps.keyCodes.taken).toHaveLength(1);
  });

  it('is out of keys when the Code Manager has none left for the platform', async () => {
    const { deps, campaign, participant, claim } = await setup();
    expect(await claim.execute({ creatorId: participant.creatorId, campaignId: campaign.id, platform: 'Xbox' })).toMatchObject({
      ok: false,
      error: { code: 'KEYS.OUT_OF_KEYS', platform: 'Xbox' },
    });
    expect(await deps.participants.findById(participant.id)).toMatchObject({ state: 'accepted' });
  });

  it('still lets an accepted creator claim after the campaign is unpublished or ended', async () => {
    const { campaign, participant, claim } = await setup({ publishedAt: null, endDate: addMs(BUILDER_NOW, -DAY_MS) });
    expect((await claim.execute({ creatorId: participant.creatorId, campaignId: campaign.id, platform: 'Steam' })).ok).toBe(true);
  });
});
