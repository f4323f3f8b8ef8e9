import { describe, expect, it } from 'vitest';
import { contentDueAt } from '../domain/content-window.ts';
import type { KeyParticipant } from '../domain/key-participant.entity.ts';
import { aCreatorProfile, aKeyCampaign, aParticipant, BUILDER_NOW, COMPANY_ID } from '../testing/builders.ts';
import { keysTestDeps, seedKeys } from '../testing/keys-test-deps.ts';
import { SendCreatorKitCodesAgain } from './send-creator-kit-codes-again.ts';

async function setup(changes: Partial<KeyParticipant> = {}) {
  const deps = keysTestDeps();
  const campaign = aKeyCampaign({ name: 'Tom & <Jerry>' });
  const creator = aCreatorProfile();
  const participant = aParticipant(campaign, {
    creatorId: creator.id,
    state: 'claimedKey',
    claim: { platform: 'Steam', code: 'K-1', claimedAt: BUILDER_NOW, contentDueAt: contentDueAt(BUILDER_NOW) },
    ...changes,
  });
  await seedKeys(deps, { campaigns: [campaign], participants: [participant], creators: [creator] });
  return { deps, campaign, creator, participant, send: new SendCreatorKitCodesAgain(deps) };
}

describe('SendCreatorKitCodesAgain', () => {
  it('mails the claimed key again, as often as asked, counting each send', async () => {
    const { deps, campaign, creator, participant, send } = await setup();
    const input = { companyId: COMPANY_ID, campaignId: campaign.id, participantId: participant.id };
    await send.execute(input);
    deps.clock.advance(60_000);
    const result = await send.execute(input);

    expect(result).toMatchObject({ ok: true, value: { kitSentCount: 2, kitLastSentAt: deps.clock.now() } });
    expect(deps.mailer.to(creator.email)).toHaveLength(2);
    expect(deps.mailer.last()?.text).toContain('K-1');
    expect(deps.mailer.last()?.html).toContain('Tom &amp; &lt;Jerry&gt;');
    expect(await deps.participants.findById(participant.id)).toMatchObject({ kitSentCount: 2 });
  });

  it('has nothing to send before a claim', async () => {
    const { deps, campaign, participant, send } = await setup({ state: 'accepted', claim: null });
    expect(await send.execute({ companyId: COMPANY_ID, campaignId: campaign.id, participantId: participant.id })).toMatchObject({
      ok: false,
      error: { code: 'KEYS.NO_KIT_TO_SEND' },
    });
    expect(deps.mailer.sent).toEqual([]);
  });

  it("refuses another company, another campaign's participant and a creator gone from the directory", async () => {
    const { deps, campaign, participant, send } = await setup();
    expect(await send.execute({ companyId: 'other', campaignId: campaign.id, participantId: participant.id })).toMatchObject({
      ok: false,
      error: { code: 'KEYS.CAMPAIGN_NOT_FOUND' },
    });
    expect(await send.execute({ companyId: COMPANY_ID, campaignId: campaign.id, participantId: 'nope' })).toMatchObject({
      ok: false,
      error: { code: 'KEYS.PARTICIPANT_NOT_FOUND' },
    });
    const orphan = aParticipant(campaign, { state: 'claimedKey', claim: participant.claim });
    await seedKeys(deps, { participants: [orphan] });
    expect(await send.execute({ companyId: COMPANY_ID, campaignId: campaign.id, participantId: orphan.id })).toMatchObject({
      ok: false,
      error: { code: 'KEYS.CREATOR_NOT_FOUND' },
    });
  });
});
