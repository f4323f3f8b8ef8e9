import { PgBossJobQueue } from '@lurkit/adapters/jobs/pg-boss-job-queue.ts';
import { MikroOrmRateLimits } from '@lurkit/adapters/postgres/limits/mikro-orm-rate-limits.ts';
import { Argon2idPasswordHasher } from '@lurkit/adapters/security/argon2id-password-hasher.ts';
import type { TestDatabase } from '@lurkit/adapters/testing/test-database.ts';
import { testSecrets } from '@lurkit/adapters/testing/test-secrets.ts';
import type { Infrastructure } from '@lurkit/adapters/wiring/infrastructure.ts';
import { scopeFactory, type ScopeFactory } from '@lurkit/adapters/wiring/scope.ts';

/**
 * A job handler's scopes on a test database, wired as the worker wires them; a test names what it
 * controls (the clock, a started queue, fake OAuth clients) and takes the rest as it is.
 */
export function jobScopeOn(database: TestDatabase, infra: Pick<Infrastructure, 'clock'> & Partial<Infrastructure>): ScopeFactory {
  return scopeFactory(database.orm.em, {
    hasher: new Argon2idPasswordHasher(),
    queue: new PgBossJobQueue(database.url),
    appUrl: 'http://localhost',
    secrets: testSecrets,
    limits: new MikroOrmRateLimits(database.orm.em.fork()),
    ...infra,
  });
}
