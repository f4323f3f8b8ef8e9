import { describe, expect, it } from 'vitest';
import { addMs, DAY_MS } from '../../shared/time.ts';
import { contentDueAt } from '../domain/content-window.ts';
import type { KeyCampaign } from '../domain/key-campaign.entity.ts';
import type { KeyParticipant } from '../domain/key-participant.entity.ts';
import { aKeyCampaign, aParticipant, BUILDER_NOW } from '../testing/builders.ts';
import { keysTestDeps, seedKeys } from '../testing/keys-test-deps.ts';
import { SubmitKeyContent } from './submit-key-content.ts';

const claim = { platform: 'Steam', code: 'K-1', claimedAt: BUILDER_NOW, contentDueAt: contentDueAt(BUILDER_NOW) };

async function setup(campaignChanges: Partial<KeyCampaign> = {}, participantChanges: Partial<KeyParticipant> = {}) {
  const deps = keysTestDeps();
  const campaign = aKeyCampaign(campaignChanges);
  const participant = aParticipant(campaign, { state: 'claimedKey', claim, ...participantChanges });
  await seedKeys(deps, { campaigns: [campaign], participants: [participant] });
  return { deps, campaign, participant, submit: new SubmitKeyContent(deps) };
}

describe('SubmitKeyContent', () => {
  it('records the content and awards 100 Lurkcoins on a public campaign', async () => {
    const { deps, campaign, participant, submit } = await setup();
    deps.clock.advance(DAY_MS);
    const result = await submit.execute({ creatorId: participant.creatorId, campaignId: campaign.id, url: ' https://youtu.be/abc ' });
    expect(result).toMatchObject({
      ok: true,
      value: {
        coinsAwarded: 100,
        participant: {
          state: 'submittedContent',
          submission: { url: 'https://youtu.be/abc', submittedAt: deps.clock.now(), onTime: true },
        },
      },
    });
    expect(deps.ledger.balanceOf(participant.creatorId)).toBe(100);
    expect(await deps.participants.findById(participant.id)).toMatchObject({ state: 'submittedContent' });
    expect(deps.events.recorded).toEqual([
      {
        companyId: campaign.companyId,
        kind: 'content.submitted',
        occurredAt: deps.clock.now(),
        data: { campaignId: campaign.id, participantId: participant.id, creatorId: participant.creatorId, url: 'https://youtu.be/abc' },
      },
    ]);
  });

  it('never awards twice for the same campaign, even for a fresh participant record', async () => {
    const { deps, campaign, participant, submit } = await setup();
    await submit.execute({ creatorId: participant.creatorId, campaignId: campaign.id, url: 'https://v.test/1' });
    expect(await submit.execute({ creatorId: participant.creatorId, campaignId: campaign.id, url: 'https://v.test/2' })).toMatchObject({
      ok: false,
      error: { code: 'KEYS.CONTENT_NOT_EXPECTED' },
    });

    const other = keysTestDeps();
    await seedKeys(other, { campaigns: [campaign], participants: [{ ...participant, id: 'again' }] });
    for (const award of deps.ledger.awards()) await other.ledger.awardOnce(award);
    const again = await new SubmitKeyContent(other).execute({
      creatorId: participant.creatorId,
      campaignId: campaign.id,
      url: 'https://v.test/3',
    });
    expect(again).toMatchObject({ ok: true, value: { coinsAwarded: 0 } });
    expect(other.ledger.balanceOf(participant.creatorId)).toBe(100);
  });

  it('awards each campaign once: a second campaign awards again', async () => {
    const { deps, campaign, participant, submit } = await setup();
    const second = aKeyCampaign();
    await seedKeys(deps, {
      campaigns: [second],
      participants: [aParticipant(second, { creatorId: participant.creatorId, state: 'claimedKey', claim })],
    });
    await submit.execute({ creatorId: participant.creatorId, campaignId: campaign.id, url: 'https://v.test/1' });
    await submit.execute({ creatorId: participant.creatorId, campaignId: second.id, url: 'https://v.test/2' });
    expect(deps.ledger.balanceOf(participant.creatorId)).toBe(200);
  });

  it('awards nothing on a hidden campaign', async () => {
    const { deps, campaign, participant, submit } = await setup({ visibility: 'hidden' });
    expect(await submit.execute({ creatorId: participant.creatorId, campaignId: campaign.id, url: 'https://v.test/1' })).toMatchObject({
      ok: true,
      value: { coinsAwarded: 0 },
    });
    expect(deps.ledger.awards()).toEqual([]);
  });

  it('marks content on day 30 (the due instant) on time and a millisecond later late', async () => {
    const onTime = await setup();
    onTime.deps.clock.set(addMs(BUILDER_NOW, 30 * DAY_MS));
    expect(
      await onTime.submit.execute({ creatorId: onTime.participant.creatorId, campaignId: onTime.campaign.id, url: 'https://v.test/1' }),
    ).toMatchObject({ ok: true, value: { participant: { submission: { onTime: true } } } });
    const late = await setup();
    late.deps.clock.set(addMs(BUILDER_NOW, 30 * DAY_MS + 1));
    expect(
      await late.submit.execute({ creatorId: late.participant.creatorId, campaignId: late.campaign.id, url: 'https://v.test/1' }),
    ).toMatchObject({ ok: true, value: { participant: { submission: { onTime: false } } } });
  });

  it('is refused before conversion, before a claim, without a valid link and to a stranger', async () => {
    const pre = await setup({ preLaunch: true });
    expect(
      await pre.submit.execute({ creatorId: pre.participant.creatorId, campaignId: pre.campaign.id, url: 'https://v.test/1' }),
    ).toMatchObject({ ok: false, error: { code: 'KEYS.PRE_LAUNCH' } });
    const accepted = await setup({}, { state: 'accepted', claim: null });
    expect(
      await accepted.submit.execute({
        creatorId: accepted.participant.creatorId,
        campaignId: accepted.campaign.id,
        url: 'https://v.test/1',
      }),
    ).toMatchObject({ ok: false, error: { code: 'KEYS.CONTENT_NOT_EXPECTED' } });
    expect(
      await accepted.submit.execute({ creatorId: accepted.participant.creatorId, campaignId: accepted.campaign.id, url: 'ftp://v.test/1' }),
    ).toMatchObject({ ok: false, error: { code: 'KEYS.INVALID_CONTENT_URL', field: 'url' } });
    expect(
      await accepted.submit.execute({ creatorId: 'stranger', campaignId: accepted.campaign.id, url: 'https://v.test/1' }),
    ).toMatchObject({ ok: false, error: { code: 'KEYS.PARTICIPANT_NOT_FOUND' } });
    expect(await accepted.submit.execute({ creatorId: 'stranger', campaignId: 'nope', url: 'https://v.test/1' })).toMatchObject({
      ok: false,
      error: { code: 'KEYS.CAMPAIGN_NOT_FOUND' },
    });
    expect(accepted.deps.ledger.awards()).toEqual([]);
  });
});
