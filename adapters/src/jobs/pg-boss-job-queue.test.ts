import { afterAll, beforeAll, expect, it } from 'vitest';
import { eventually } from '../testing/eventually.ts';
import { useTestDatabase } from '../testing/test-database.ts';
import { PgBossJobQueue } from './pg-boss-job-queue.ts';

const db = useTestDatabase();
let queue: PgBossJobQueue;
beforeAll(async () => {
  queue = new PgBossJobQueue(db().url, { pollingIntervalSeconds: 0.5 });
  await queue.start();
});
afterAll(async () => {
  await queue.stop();
});

it('hands a sent job to the worker and marks it completed', async () => {
  const received: unknown[] = [];
  await queue.work<{ greeting: string }>('test-greet', async (payload) => {
    received.push(payload);
  });
  const id = await queue.send('test-greet', { greeting: 'hello' });

  await eventually(async () => ((await queue.findJob('test-greet', id))?.state === 'completed' ? true : undefined));
  expect(received).toEqual([{ greeting: 'hello' }]);
});

it('retries a job whose handler fails, until it succeeds', async () => {
  const attempts: number[] = [];
  await queue.work<{ n: number }>('test-flaky', async (_payload, job) => {
    attempts.push(job.retryCount);
    if (job.retryCount < 2) throw new Error('transient failure');
  });
  const id = await queue.send('test-flaky', { n: 1 }, { retryLimit: 3, retryDelay: 0 });

  const job = await eventually(async () => {
    const found = await queue.findJob('test-flaky', id);
    return found?.state === 'completed' ? found : undefined;
  });
  expect(attempts).toEqual([0, 1, 2]);
  expect(job.retryCount).toBe(2);
});

it('marks a job failed once its retries are used up', async () => {
  let attempts = 0;
  await queue.work('test-broken', async () => {
    attempts += 1;
    throw new Error('permanent failure');
  });
  const id = await queue.send('test-broken', {}, { retryLimit: 1, retryDelay: 0 });

  await eventually(async () => ((await queue.findJob('test-broken', id))?.state === 'failed' ? true : undefined));
  expect(attempts).toBe(2);
});

it('works a batch concurrently and retries only the job that failed in it', async () => {
  const attempts = new Map<number, number>();
  let running = 0;
  let mostAtOnce = 0;
  // A first attempt holds until a second job of the batch is running too: a state, not a pause that
  // a busy machine could outlast. Were the batch worked one job at a time, this would never resolve.
  let together!: () => void;
  const twoRunning = new Promise<void>((resolve) => (together = resolve));
  const ids = await Promise.all([1, 2, 3, 4].map((n) => queue.send('test-batch', { n }, { retryLimit: 2, retryDelay: 0 })));
  await queue.work<{ n: number }>(
    'test-batch',
    async ({ n }) => {
      attempts.set(n, (attempts.get(n) ?? 0) + 1);
      running += 1;
      mostAtOnce = Math.max(mostAtOnce, running);
      if (running >= 2) together();
      if (attempts.get(n) === 1) await twoRunning;
      running -= 1;
      if (n === 3 && attempts.get(n) === 1) throw new Error('transient failure');
    },
    { batchSize: 4 },
  );
  for (const id of ids) await eventually(async () => ((await queue.findJob('test-batch', id))?.state === 'completed' ? true : undefined));
  expect(mostAtOnce).toBeGreaterThan(1);
  expect(Object.fromEntries(attempts)).toEqual({ 1: 1, 2: 1, 3: 2, 4: 1 });
});

it('runs at most jobsAtOnce jobs of a batch at the same time, and works them all', async () => {
  let running = 0;
  let mostAtOnce = 0;
  const ids = await Promise.all([1, 2, 3, 4, 5, 6].map((n) => queue.send('test-lanes', { n })));
  await queue.work(
    'test-lanes',
    async () => {
      running += 1;
      mostAtOnce = Math.max(mostAtOnce, running);
      await new Promise((resolve) => setTimeout(resolve, 50));
      running -= 1;
    },
    { batchSize: 6, jobsAtOnce: 2 },
  );
  for (const id of ids) await eventually(async () => ((await queue.findJob('test-lanes', id))?.state === 'completed' ? true : undefined));
  expect(mostAtOnce).toBe(2);
});

it('queues several jobs of one queue in one statement, each exactly as send queues it', async () => {
  const options = { retryLimit: 5, retryDelay: 60, retryBackoff: true, startAfter: new Date('2030-01-01T00:00:00.000Z') };
  const sent = await queue.send('test-sent-one', { n: 1 }, { ...options, singletonKey: 'one' });
  const [many, other] = await queue.sendMany('test-sent-many', [
    { payload: { n: 1 }, options: { ...options, singletonKey: 'one' } },
    { payload: { n: 2 }, options: { ...options, singletonKey: 'two' } },
  ]);
  const rows = await db()
    .orm.em.getConnection()
    .execute<Record<string, unknown>[]>(`select * from pgboss.job where id in (?, ?, ?) order by name, singleton_key`, [sent, many, other]);
  const comparable = ({ id: _id, name: _name, created_on: _created, ...row }: Record<string, unknown>) => row;
  expect(rows).toHaveLength(3);
  expect(comparable(rows[0]!)).toEqual(comparable(rows[2]!));
  expect(rows[1]).toMatchObject({ singleton_key: 'two', data: { n: 2 } });
});
