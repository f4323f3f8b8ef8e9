import type { RateLimitPort } from '@lurkit/core/shared/rate-limit.port.ts';
import { createOrm } from '../shared/create-orm.ts';
import { MikroOrmRateLimits } from './mikro-orm-rate-limits.ts';

export interface RateLimitPool {
  limits: RateLimitPort;
  close(): Promise<void>;
}

/**
 * The counters on a small pool of their own: a request that holds a transaction connection of the
 * main pool and counts a hit then never waits for a second connection of that same pool.
 */
export async function createRateLimitPool(databaseUrl: string, poolMax = 2): Promise<RateLimitPool> {
  const orm = await createOrm(databaseUrl, { poolMax });
  return { limits: new MikroOrmRateLimits(orm.em.fork()), close: () => orm.close() };
}
