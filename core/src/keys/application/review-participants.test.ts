import { describe, expect, it } from 'vitest';
import { aCreatorProfile, aKeyCampaign, aParticipant, BUILDER_NOW, COMPANY_ID } from '../testing/builders.ts';
import { keysTestDeps, seedKeys } from '../testing/keys-test-deps.ts';
import { ReviewParticipants } from './review-participant.ts';

async function setup() {
  const deps = keysTestDeps();
  const campaign = aKeyCampaign();
  const pending = aParticipant(campaign, { state: 'pending' });
  const waitlisted = aParticipant(campaign, { state: 'waitlist' });
  const claimed = aParticipant(campaign, { state: 'claimedKey' });
  await seedKeys(deps, { campaigns: [campaign], participants: [pending, waitlisted, claimed] });
  return { deps, campaign, pending, waitlisted, claimed, review: new ReviewParticipants(deps) };
}

describe('ReviewParticipants', () => {
  it('accepts pending and waitlisted creators in bulk, recording who and when', async () => {
    const { deps, campaign, pending, waitlisted, review } = await setup();
    const result = await review.execute({
      companyId: COMPANY_ID,
      campaignId: campaign.id,
      participantIds: [pending.id, waitlisted.id],
      decision: 'accept',
    });
    expect(result.ok).toBe(true);
    for (const id of [pending.id, waitlisted.id]) {
      expect(await deps.participants.findById(id)).toMatchObject({
        state: 'accepted',
        reviewedAt: BUILDER_NOW,
        events: [{ type: 'accepted', by: 'COMPANY' }],
      });
    }
  });

  it('declines', async () => {
    const { deps, campaign, pending, review } = await setup();
    await review.execute({ companyId: COMPANY_ID, campaignId: campaign.id, participantIds: [pending.id], decision: 'decline' });
    expect(await deps.participants.findById(pending.id)).toMatchObject({ state: 'rejected' });
  });

  it('changes nobody when one of the batch cannot move', async () => {
    const { deps, campaign, pending, claimed, review } = await setup();
    const result = await review.execute({
      companyId: COMPANY_ID,
      campaignId: campaign.id,
      participantIds: [pending.id, claimed.id],
      decision: 'accept',
    });
    expect(result).toMatchObject({ ok: false, error: { code: 'STATE.TRANSITION_NOT_ALLOWED' } });
    expect(await deps.participants.findById(pending.id)).toMatchObject({ state: 'pending' });
  });

  it("refuses another company's campaign and a participant of another campaign", async () => {
    const { deps, campaign, pending, review } = await setup();
    expect(
      await review.execute({ companyId: 'other', campaignId: campaign.id, participantIds: [pending.id], decision: 'accept' }),
    ).toMatchObject({
      ok: false,
      error: { code: 'KEYS.CAMPAIGN_NOT_FOUND' },
    });
    const elsewhere = aParticipant(aKeyCampaign(), { state: 'pending' });
    await seedKeys(deps, { participants: [elsewhere] });
    expect(
      await review.execute({ companyId: COMPANY_ID, campaignId: campaign.id, participantIds: [elsewhere.id], decision: 'accept' }),
    ).toMatchObject({
      ok: false,
      error: { code: 'KEYS.PARTICIPANT_NOT_FOUND' },
    });
  });
});

describe('ReviewParticipants notifications', () => {
  it.each([
    ['accept', 'was accepted. Claim your key'],
    ['decline', 'was declined'],
  ] as const)('tells the creator once of the decision to %s their request, linking the campaign page', async (decision, words) => {
    const { deps, campaign, pending, review } = await setup();
    const creator = aCreatorProfile({ id: pending.creatorId });
    deps.creators.add(creator);
    await review.execute({ companyId: COMPANY_ID, campaignId: campaign.id, participantIds: [pending.id], decision });
    expect(deps.mailer.sent.map((m) => [m.to, m.notification])).toEqual([
      [creator.email, { kind: 'campaignUpdates', path: `/campaigns/${campaign.id}` }],
    ]);
    expect(deps.mailer.sent[0]?.text).toContain(words);
  });
});
