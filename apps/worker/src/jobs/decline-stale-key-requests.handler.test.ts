import { describe, expect, it } from 'vitest';
import { useJobDatabase } from '../testing/job-database.ts';
import { parentRows } from '@lurkit/adapters/testing/parent-rows.ts';
import { aKeyCampaign, aParticipant } from '@lurkit/core/keys/testing/builders.ts';
import { DAY_MS } from '@lurkit/core/shared/time.ts';
import { declineStaleKeyRequestsHandler } from './decline-stale-key-requests.handler.ts';

const world = useJobDatabase();
const { jobScope, mailsTo } = world;

const uuid = () => globalThis.crypto.randomUUID();

/** A creator's request to a campaign answering within 3 days, made `daysAgo` days ago and never answered. */
async function unansweredRequest(daysAgo: number) {
  const companyId = uuid();
  const creatorId = uuid();
  await parentRows(world.database.orm.em).company(companyId);
  await parentRows(world.database.orm.em).user(creatorId);
  const campaign = aKeyCampaign({ id: uuid(), companyId, codeItemId: null, name: 'SLA keys', requestResponseDays: 3 });
  const participant = aParticipant(campaign, { id: uuid(), creatorId, appliedAt: new Date(Date.now() - daysAgo * DAY_MS) });
  await jobScope().transaction(async (scope) => {
    await scope.keys.campaigns.save(campaign);
    await scope.keys.participants.save(participant);
  });
  return { participant, email: `${creatorId.replace(/-/g, '').slice(0, 20)}@example.com` };
}

describe('decline-stale-key-requests job', () => {
  it('declines a request left unanswered past the deadline and mails the creator once, however often it runs', async () => {
    const stale = await unansweredRequest(4);
    const fresh = await unansweredRequest(1);
    const infos: unknown[] = [];
    const handler = declineStaleKeyRequestsHandler(
      jobScope,
      () => {},
      (entry) => infos.push(entry),
    );
    await handler({});
    await handler({});
    const [declined, waiting] = await jobScope().transaction(async (scope) =>
      Promise.all([scope.keys.participants.findById(stale.participant.id), scope.keys.participants.findById(fresh.participant.id)]),
    );
    expect(declined?.state).toBe('rejected');
    expect(declined?.events.at(-1)).toMatchObject({ type: 'rejected', by: 'SYSTEM', note: 'The company did not answer within 3 days.' });
    expect(waiting?.state).toBe('pending');
    expect(await mailsTo(stale.email)).toEqual([{ subject: 'Your request for SLA keys was declined' }]);
    expect(await mailsTo(fresh.email)).toEqual([]);
    expect(infos).toEqual([{ job: 'decline-stale-key-requests', declined: 1 }]);
  });

  it('drops a malformed payload with a log line', async () => {
    const errors: unknown[] = [];
    await declineStaleKeyRequestsHandler(
      jobScope,
      (entry) => errors.push(entry),
      () => {},
    )('nonsense');
    expect(errors).toEqual([{ job: 'decline-stale-key-requests' }]);
  });
});
