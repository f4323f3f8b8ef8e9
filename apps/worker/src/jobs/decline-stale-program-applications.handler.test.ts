import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '@lurkit/adapters/testing/test-database.ts';
import { parentRows } from '@lurkit/adapters/testing/parent-rows.ts';
import type { scopeFactory } from '@lurkit/adapters/wiring/scope.ts';
import { PgBossJobQueue } from '@lurkit/adapters/jobs/pg-boss-job-queue.ts';
import { aCreatorProgram, aMembership } from '@lurkit/core/programs/testing/builders.ts';
import { systemClock } from '@lurkit/core/shared/clock.port.ts';
import { DAY_MS } from '@lurkit/core/shared/time.ts';
import { declineStaleProgramApplicationsHandler } from './decline-stale-program-applications.handler.ts';
import { jobScopeOn } from '../testing/job-scope.ts';

let database: TestDatabase;
let jobScope: ReturnType<typeof scopeFactory>;
let queue: PgBossJobQueue;

beforeAll(async () => {
  database = await createTestDatabase();
  queue = new PgBossJobQueue(database.url);
  await queue.start();
  jobScope = jobScopeOn(database, { clock: systemClock, queue });
});
afterAll(async () => {
  await queue.stop();
  await database.drop();
});

const uuid = () => globalThis.crypto.randomUUID();
const sql = <T>(query: string, params: unknown[]) => database.orm.em.fork().getConnection().execute<T[]>(query, params);
const mailsTo = (email: string) =>
  sql<{ subject: string }>(`select data->>'subject' as subject from pgboss.job where name = 'send-email' and data->>'to' = ?`, [email]);

/** An application to a program answering within 3 days, sent `daysAgo` days ago and never answered. */
async function unansweredApplication(daysAgo: number) {
  const companyId = uuid();
  const creatorId = uuid();
  await parentRows(database.orm.em).company(companyId);
  await parentRows(database.orm.em).user(creatorId);
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
