import { describe, expect, it } from 'vitest';
import { addMs, DAY_MS, HOUR_MS } from '../../shared/time.ts';
import { contentDueAt } from '../domain/content-window.ts';
import { aCreatorProfile, aKeyCampaign, aParticipant, BUILDER_NOW } from '../testing/builders.ts';
import { keysTestDeps, seedKeys } from '../testing/keys-test-deps.ts';
import { ClaimKey } from './claim-key.ts';
import { ExpireKeyContent, reminderAt, RemindKeyContent } from './key-content-timers.ts';

async function claimed() {
  const deps = keysTestDeps();
  const campaign = aKeyCampaign();
  const creator = aCreatorProfile();
  const participant = aParticipant(campaign, { creatorId: creator.id, state: 'accepted' });
  await seedKeys(deps, { campaigns: [campaign], participants: [participant], creators: [creator] });
  deps.keyCodes.stock(campaign.id, 'Steam', ['K-1']);
  await new ClaimKey(deps).execute({ creatorId: creator.id, campaignId: campaign.id, platform: 'Steam' });
  return { deps, participant, creator };
}

describe('key content timers', () => {
  it('are scheduled when a key is claimed, for the 30-day due instant', async () => {
    const { deps, participant } = await claimed();
    expect(deps.timers.scheduled).toEqual([{ participantId: participant.id, contentDueAt: contentDueAt(BUILDER_NOW) }]);
    expect(reminderAt(contentDueAt(BUILDER_NOW), 72)).toEqual(addMs(BUILDER_NOW, 30 * DAY_MS - 72 * HOUR_MS));
  });

  it('remind the creator by mail while content is missing, once per reminder', async () => {
    const { deps, participant, creator } = await claimed();
    const remind = new RemindKeyContent(deps);
    expect(await remind.execute({ participantId: participant.id, hoursBefore: 72 })).toEqual({ ok: true, value: 'sent' });
    expect(await remind.execute({ participantId: participant.id, hoursBefore: 72 })).toEqual({ ok: true, value: 'nothingToDo' });
    expect(await remind.execute({ participantId: participant.id, hoursBefore: 24 })).toEqual({ ok: true, value: 'sent' });
    expect(deps.mailer.sent.map((m) => [m.to, m.subject])).toEqual([
      [creator.email, 'Your Moonlight Drifters keys content is due in 72 hours'],
      [creator.email, 'Your Moonlight Drifters keys content is due in 24 hours'],
    ]);
  });

  it('do nothing once content is in', async () => {
    const { deps, participant } = await claimed();
    const stored = await deps.participants.findById(participant.id);
    await deps.participants.save({ ...stored!, state: 'submittedContent' });
    expect(await new RemindKeyContent(deps).execute({ participantId: participant.id, hoursBefore: 24 })).toEqual({
      ok: true,
      value: 'nothingToDo',
    });
    deps.clock.advance(31 * DAY_MS);
    expect(await new ExpireKeyContent(deps).execute({ participantId: participant.id })).toEqual({ ok: true, value: 'nothingToDo' });
    expect(deps.mailer.sent).toEqual([]);
  });

  it('record the expiry as a run event after the 30 days, not a millisecond before, once', async () => {
    const { deps, participant } = await claimed();
    const expire = new ExpireKeyContent(deps);
    deps.clock.advance(30 * DAY_MS);
    expect(await expire.execute({ participantId: participant.id })).toEqual({ ok: true, value: 'nothingToDo' });
    deps.clock.advance(1);
    expect(await expire.execute({ participantId: participant.id })).toEqual({ ok: true, value: 'expired' });
    expect(await expire.execute({ participantId: participant.id })).toEqual({ ok: true, value: 'nothingToDo' });
    expect(await deps.participants.findById(participant.id)).toMatchObject({
      contentExpiredAt: deps.clock.now(),
      events: [{ type: 'claimedKey' }, { type: 'contentExpired', by: 'SYSTEM' }],
    });
  });
});
