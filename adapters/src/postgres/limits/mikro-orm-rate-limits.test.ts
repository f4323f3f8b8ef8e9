import { describeRateLimitContract } from '@lurkit/core/shared/rate-limit.contract.ts';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { useTestDatabase } from '../../testing/test-database.ts';
import { MikroOrmRateLimits } from './mikro-orm-rate-limits.ts';
import { createRateLimitPool, type RateLimitPool } from './rate-limit-pool.ts';

const db = useTestDatabase();
let first: RateLimitPool;
let second: RateLimitPool;
beforeAll(async () => {
  // Two pools on one database stand for two API instances.
  [first, second] = await Promise.all([createRateLimitPool(db().url), createRateLimitPool(db().url)]);
});
afterAll(async () => {
  await Promise.all([first.close(), second.close()]);
});

describeRateLimitContract('PostgreSQL', async () => ({
  limits: first.limits,
  other: second.limits,
  cleanup: async () => {
    await db().orm.em.fork().getConnection().execute('delete from rate_limit_counter');
  },
}));

it('deletes the rows of ended windows every so many hits, and keeps the open ones', async () => {
  const em = db().orm.em.fork();
  const limits = new MikroOrmRateLimits(em, { purgeEvery: 3 });
  const keys = async () =>
    (await em.getConnection().execute<{ key: string }[]>(`select key from rate_limit_counter where key like 'purge-%' order by key`)).map(
      (r) => r.key,
    );
  await limits.hit('purge-old', 60_000, new Date('2026-03-01T10:00:00.000Z'));
  await limits.hit('purge-open', 3_600_000, new Date('2026-03-01T10:00:00.000Z'));
  expect(await keys()).toEqual(['purge-old', 'purge-open']);

  await limits.hit('purge-new', 60_000, new Date('2026-03-01T10:05:00.000Z'));

  expect(await keys()).toEqual(['purge-new', 'purge-open']);
});
