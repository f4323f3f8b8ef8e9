import { MISSION_ENDED_JOB } from '@lurkit/core/missions/application/mission-fields.ts';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { useTestDatabase } from '../testing/test-database.ts';
import { jobDatabaseOf } from './job-database.ts';
import { PgBossJobQueue } from './pg-boss-job-queue.ts';
import { PgBossMissionJobs } from './pg-boss-mission-jobs.ts';

const db = useTestDatabase();
let queue: PgBossJobQueue;
beforeAll(async () => {
  queue = new PgBossJobQueue(db().url);
  await queue.start();
});
afterAll(async () => {
  await queue.stop();
});

const waiting = async (key: string) =>
  (
    await db()
      .orm.em.fork()
      .getConnection()
      .execute<{ start_after: Date }[]>(`select start_after from pgboss.job where name = ? and singleton_key = ? and state = 'created'`, [
        MISSION_ENDED_JOB,
        key,
      ])
  ).map((r) => new Date(r.start_after).toISOString());

it('keeps one waiting end job per mission, moved when the end date moves, and drops it when cancelled', async () => {
  const key = globalThis.crypto.randomUUID();
  const first = new Date(Date.now() + 86_400_000);
  const later = new Date(Date.now() + 2 * 86_400_000);
  const inTransaction = (work: (jobs: PgBossMissionJobs) => Promise<void>) =>
    db()
      .orm.em.fork()
      .transactional((em) => work(new PgBossMissionJobs(queue, jobDatabaseOf(em))));

  await inTransaction((jobs) => jobs.schedule({ name: MISSION_ENDED_JOB, payload: { missionId: key }, runAt: first, singletonKey: key }));
  await inTransaction((jobs) => jobs.schedule({ name: MISSION_ENDED_JOB, payload: { missionId: key }, runAt: later, singletonKey: key }));
  expect(await waiting(key)).toEqual([later.toISOString()]);

  await inTransaction((jobs) => jobs.cancel(MISSION_ENDED_JOB, key));
  expect(await waiting(key)).toEqual([]);
});

it('queues nothing when the transaction rolls back', async () => {
  const key = globalThis.crypto.randomUUID();
  await expect(
    db()
      .orm.em.fork()
      .transactional(async (em) => {
        await new PgBossMissionJobs(queue, jobDatabaseOf(em)).schedule({
          name: MISSION_ENDED_JOB,
          payload: { missionId: key },
          runAt: new Date(Date.now() + 60_000),
          singletonKey: key,
        });
        throw new Error('the work failed');
      }),
  ).rejects.toThrow('the work failed');
  expect(await waiting(key)).toEqual([]);
});
