import { describe, expect, it } from 'vitest';
import { useJobDatabase } from '../testing/job-database.ts';
import { parentRows } from '@lurkit/adapters/testing/parent-rows.ts';
import { aCreatorProgram, aMembership } from '@lurkit/core/programs/testing/builders.ts';
import { DAY_MS } from '@lurkit/core/shared/time.ts';
import { declineStaleProgramApplicationsHandler } from './decline-stale-program-applications.handler.ts';

const world = useJobDatabase();
const { jobScope, sql, mailsTo } = world;

const uuid = () => globalThis.crypto.randomUUID();

/** An application to a program answering within 3 days, sent `daysAgo` days ago and never answered. */
async function unansweredApplication(daysAgo: number) {
  const companyId = uuid();
  const creatorId = uuid();
  await parentRows(world.database.orm.em).company(companyId);
  await parentRows(world.database.orm.em).user(creatorId);
  const program = aCreatorProgram().withId(uuid()).ownedBy(companyId).answeringWithin(3).build();
  const membership = aMembership()
    .forProgram(program)
    .byCreator(creatorId)
    .appliedOn(new Date(Date.now() - daysAgo * DAY_MS))
    .build();
  const application = { ...membership, id: uuid() };
  await jobScope().transaction(async (scope) => {
    await scope.programs.programs.save({ ...program, name: 'SLA program' });
    await scope.programs.memberships.save(application);
  });
  return { application, creatorId, email: `${creatorId.replace(/-/g, '').slice(0, 20)}@example.com` };
}

describe('decline-stale-program-applications job', () => {
  it('rejects an application left unanswered past the deadline; the creator gets one mail and one notification, however often it runs', async () => {
    const stale = await unansweredApplication(4);
    const fresh = await unansweredApplication(1);
    const infos: unknown[] = [];
    const handler = declineStaleProgramApplicationsHandler(
      jobScope,
      () => {},
      (entry) => infos.push(entry),
    );
    await handler({});
    await handler({});
    const [rejected, waiting] = await jobScope().transaction(async (scope) =>
      Promise.all([scope.programs.memberships.findById(stale.application.id), scope.programs.memberships.findById(fresh.application.id)]),
    );
    expect(rejected).toMatchObject({ state: 'rejected', decidedBy: 'SYSTEM', decisionReason: 'The company did not answer within 3 days.' });
    expect(waiting?.state).toBe('applied');
    expect(await mailsTo(stale.email)).toEqual([{ subject: 'Your application to SLA program was declined' }]);
    expect(await mailsTo(fresh.email)).toEqual([]);
    expect(await sql<{ path: string }>('select path from user_notification where user_id = ?', [stale.creatorId])).toEqual([
      { path: `/creator-programs/${stale.application.programId}` },
    ]);
    expect(infos).toEqual([{ job: 'decline-stale-program-applications', declined: 1 }]);
  });

  it('drops a malformed payload with a log line', async () => {
    const errors: unknown[] = [];
    await declineStaleProgramApplicationsHandler(
      jobScope,
      (entry) => errors.push(entry),
      () => {},
    )('nonsense');
    expect(errors).toEqual([{ job: 'decline-stale-program-applications' }]);
  });
});
