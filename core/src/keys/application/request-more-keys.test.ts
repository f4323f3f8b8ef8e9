import { describe, expect, it } from 'vitest';
import { aKeyCampaign, aParticipant, BUILDER_NOW } from '../testing/builders.ts';
import { keysTestDeps, seedKeys } from '../testing/keys-test-deps.ts';
import { RequestMoreKeys } from './request-more-keys.ts';

async function setup(stock: string[], state: 'accepted' | 'pending' = 'accepted') {
  const deps = keysTestDeps();
  const campaign = aKeyCampaign({ keys: [{ platform: 'Steam', count: 5 }] });
  const participant = aParticipant(campaign, { state });
  await seedKeys(deps, { campaigns: [campaign], participants: [participant] });
  deps.keyCodes.stock(campaign.id, 'Steam', stock);
  const ask = (platform = 'steam') =>
    new RequestMoreKeys(deps).execute({ creatorId: participant.creatorId, campaignId: campaign.id, platform });
  return { deps, campaign, participant, ask };
}

describe('RequestMoreKeys', () => {
  it('asks the company for more keys of a platform out of codes, once, and records it on the run', async () => {
    const { deps, campaign, participant, ask } = await setup([]);
    expect(await ask()).toMatchObject({
      ok: true,
      value: { events: [{ type: 'requestedMoreKeys', note: 'Steam', by: 'USER', at: BUILDER_NOW }] },
    });
    expect(deps.keyCodes.requests).toMatchObject([
      { campaignId: campaign.id, platform: 'Steam', creatorId: participant.creatorId, codeItemId: 'item-1' },
    ]);
    expect(await ask()).toMatchObject({ ok: false, error: { code: 'KEYS.ALREADY_REQUESTED' } });
  });

  it('is refused while keys remain, for a platform the campaign does not offer, and before acceptance', async () => {
    expect(await (await setup(['K-1'])).ask()).toMatchObject({ ok: false, error: { code: 'KEYS.STILL_AVAILABLE' } });
    expect(await (await setup([])).ask('GOG')).toMatchObject({ ok: false, error: { code: 'KEYS.PLATFORM_NOT_OFFERED' } });
    expect(await (await setup([], 'pending')).ask()).toMatchObject({ ok: false, error: { code: 'KEYS.NOT_CLAIMABLE' } });
  });
});
