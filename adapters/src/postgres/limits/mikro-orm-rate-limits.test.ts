import { describeRateLimitContract } from '@lurkit/core/shared/rate-limit.contract.ts';
import { afterAll, beforeAll } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../../testing/test-database.ts';
import { createRateLimitPool, type RateLimitPool } from './rate-limit-pool.ts';

let db: TestDatabase;
let first: RateLimitPool;
let second: RateLimitPool;
beforeAll(async () => {
  db = await createTestDatabase();
  // Two pools on one database stand for two API instances.
  [first, second] = await Promise.all([createRateLimitPool(db.url), createRateLimitPool(db.url)]);
});
afterAll(async () => {
  await Promise.all([first.close(), second.close()]);
  await db.drop();
});

describeRateLimitContract('PostgreSQL', async () => ({
  limits: first.limits,
  other: second.limits,
  cleanup: async () => {
    await db.orm.em.fork().getConnection().execute('delete from rate_limit_counter');
  },
}));
