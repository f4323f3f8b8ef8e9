import { describe, expect, it } from 'vitest';
import { DAY_MS } from '../../shared/time.ts';
import { aCreatorProfile, aKeyCampaign, aParticipant, BUILDER_NOW } from '../testing/builders.ts';
import { keysTestDeps, seedKeys } from '../testing/keys-test-deps.ts';
import { DeclineStaleKeyRequests } from './decline-stale-key-requests.ts';

const daysAgo = (days: number) => new Date(BUILDER_NOW.getTime() - days * DAY_MS);

async function waiting() {
  const deps = keysTestDeps();
  const campaign = aKeyCampaign({ requestResponseDays: 5 });
  const open = aKeyCampaign({ requestResponseDays: null });
  const creator = aCreatorProfile();
  const other = aCreatorProfile();
  const stale = aParticipant(campaign, { creatorId: creator.id, state: 'pending', appliedAt: daysAgo(6) });
  const fresh = aParticipant(campaign, { creatorId: other.id, state: 'pending', appliedAt: daysAgo(4) });
  const noDeadline = aParticipant(open, { creatorId: creator.id, state: 'pending', appliedAt: daysAgo(60) });
  await seedKeys(deps, { campaigns: [campaign, open], participants: [stale, fresh, noDeadline], creators: [creator, other] });
  return { deps, campaign, creator, stale, fresh, noDeadline };
}

describe('DeclineStaleKeyRequests', () => {
  it('declines requests pending past the campaign’s deadline by the system, with the reason, and tells the creator', async () => {
    const { deps, campaign, creator, stale } = await waiting();
    expect(await new DeclineStaleKeyRequests(deps).execute({ limit: 50 })).toEqual({ ok: true, value: { declined: 1 } });
    const declined = await deps.participants.findById(stale.id);
    expect(declined).toMatchObject({ state: 'rejected', reviewedAt: BUILDER_NOW });
    expect(declined?.events.at(-1)).toEqual({
      type: 'rejected',
      at: BUILDER_NOW,
      by: 'SYSTEM',
      note: 'The company did not answer within 5 days.',
    });
    expect(deps.mailer.sent).toHaveLength(1);
    expect(deps.mailer.sent[0]).toMatchObject({
      to: creator.email,
      subject: `Your request for ${campaign.name} was declined`,
      notification: { kind: 'campaignUpdates', path: `/campaigns/${campaign.id}` },
    });
    expect(deps.mailer.sent[0]?.text).toContain('declined automatically: The company did not answer within 5 days.');
  });

  it('leaves requests inside the deadline and campaigns without one alone', async () => {
    const { deps, fresh, noDeadline } = await waiting();
    await new DeclineStaleKeyRequests(deps).execute({ limit: 50 });
    expect((await deps.participants.findById(fresh.id))?.state).toBe('pending');
    expect((await deps.participants.findById(noDeadline.id))?.state).toBe('pending');
  });

  it('declines and mails once however often it runs', async () => {
    const { deps } = await waiting();
    const sweep = new DeclineStaleKeyRequests(deps);
    await sweep.execute({ limit: 50 });
    expect(await sweep.execute({ limit: 50 })).toEqual({ ok: true, value: { declined: 0 } });
    expect(deps.mailer.sent).toHaveLength(1);
  });

  it('takes the next requests as they come due', async () => {
    const { deps, fresh } = await waiting();
    await new DeclineStaleKeyRequests(deps).execute({ limit: 50 });
    deps.clock.set(new Date(BUILDER_NOW.getTime() + DAY_MS));
    expect(await new DeclineStaleKeyRequests(deps).execute({ limit: 50 })).toEqual({ ok: true, value: { declined: 1 } });
    expect((await deps.participants.findById(fresh.id))?.state).toBe('rejected');
  });
});
