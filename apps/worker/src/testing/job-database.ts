import { afterAll, beforeAll } from 'vitest';
import { PgBossJobQueue } from '@lurkit/adapters/jobs/pg-boss-job-queue.ts';
import { useTestDatabase } from '@lurkit/adapters/testing/test-database.ts';
import type { Infrastructure } from '@lurkit/adapters/wiring/infrastructure.ts';
import type { ScopeFactory } from '@lurkit/adapters/wiring/scope.ts';
import { systemClock } from '@lurkit/core/shared/clock.port.ts';
import { jobScopeOn } from './job-scope.ts';

/**
 * A test file's own database with a started queue and the worker's scopes on the system clock, for job
 * handlers whose rules are about real time (deadlines, SLAs); created before the file's tests, dropped after.
 * `infra` replaces parts of the wiring (a fake DNS resolver).
 */
export function useJobDatabase(infra: Partial<Infrastructure> = {}) {
  const database = useTestDatabase();
  let queue: PgBossJobQueue;
  let jobScope: ScopeFactory;
  beforeAll(async () => {
    queue = new PgBossJobQueue(database().url);
    await queue.start();
    jobScope = jobScopeOn(database(), { clock: systemClock, queue, ...infra });
  });
  afterAll(async () => {
    await queue.stop();
  });
  const sql = <T>(query: string, params: unknown[] = []) => database().orm.em.fork().getConnection().execute<T[]>(query, params);
  return {
    get database() {
      return database();
    },
    jobScope: () => jobScope(),
    sql,
    /** The subjects of the mails queued to one address. */
    mailsTo: (email: string) => sql<{ subject: string }>(`select subject from mail_delivery where "to" = ? order by created_at`, [email]),
  };
}
