import { describe, expect, it } from 'vitest';
import type { ParticipantState } from '../domain/participation.ts';
import { aKeyCampaign, aParticipant, COMPANY_ID } from '../testing/builders.ts';
import { keysTestDeps, seedKeys } from '../testing/keys-test-deps.ts';
import { ReviewParticipant } from './review-participant.ts';

async function setup(state: ParticipantState) {
  const deps = keysTestDeps();
  const campaign = aKeyCampaign();
  const participant = aParticipant(campaign, { state });
  await seedKeys(deps, { campaigns: [campaign], participants: [participant] });
  deps.clock.advance(1000);
  return { deps, campaign, participant, review: new ReviewParticipant(deps) };
}

describe('ReviewParticipant', () => {
  it.each([['pending'], ['waitlist']] as const)('accepts a %s creator and records when', async (state) => {
    const { deps, campaign, participant, review } = await setup(state);
    const result = await review.execute({
      companyId: COMPANY_ID,
      campaignId: campaign.id,
      participantId: participant.id,
      decision: 'accept',
    });
    expect(result).toMatchObject({ ok: true, value: { state: 'accepted', reviewedAt: deps.clock.now() } });
    expect(await deps.participants.findById(participant.id)).toMatchObject({ state: 'accepted' });
  });

  it('declines a pending creator', async () => {
    const { campaign, participant, review } = await setup('pending');
    expect(
      await review.execute({ companyId: COMPANY_ID, campaignId: campaign.id, participantId: participant.id, decision: 'decline' }),
    ).toMatchObject({ ok: true, value: { state: 'rejected' } });
  });

  it('refuses to review a creator waiting for access or already accepted', async () => {
    for (const state of ['waitingForAccess', 'accepted', 'rejected'] as const) {
      const { deps, campaign, participant, review } = await setup(state);
      const result = await review.execute({
        companyId: COMPANY_ID,
        campaignId: campaign.id,
        participantId: participant.id,
        decision: 'decline',
      });
      expect(result).toMatchObject({ ok: false, error: { code: 'STATE.TRANSITION_NOT_ALLOWED', from: state } });
      expect(await deps.participants.findById(participant.id)).toMatchObject({ state, reviewedAt: null });
    }
  });

  it("hides another company's campaign and a participant of another campaign", async () => {
    const { deps, campaign, participant, review } = await setup('pending');
    expect(
      await review.execute({ companyId: 'other', campaignId: campaign.id, participantId: participant.id, decision: 'accept' }),
    ).toMatchObject({ ok: false, error: { code: 'KEYS.CAMPAIGN_NOT_FOUND' } });
    const other = aKeyCampaign();
    await seedKeys(deps, { campaigns: [other] });
    expect(
      await review.execute({ companyId: COMPANY_ID, campaignId: other.id, participantId: participant.id, decision: 'accept' }),
    ).toMatchObject({ ok: false, error: { code: 'KEYS.PARTICIPANT_NOT_FOUND' } });
  });
});
