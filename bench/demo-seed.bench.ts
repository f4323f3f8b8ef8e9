import { InMemoryRateLimits } from '@lurkit/core/shared/testing/in-memory-rate-limits.ts';
import { chmod, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { PgBossJobQueue } from '@lurkit/adapters/jobs/pg-boss-job-queue.ts';
import { quoteIdentifier, withAdminConnection, withDatabase } from '@lurkit/adapters/postgres/shared/admin-connection.ts';
import { createOrm } from '@lurkit/adapters/postgres/shared/create-orm.ts';
import { startDatabase } from '@lurkit/adapters/postgres/shared/embedded-database.ts';
import { migrateDatabase } from '@lurkit/adapters/postgres/shared/migrate-database.ts';
import { Argon2idPasswordHasher } from '@lurkit/adapters/security/argon2id-password-hasher.ts';
import { scopeFactory } from '@lurkit/adapters/wiring/scope.ts';
import { systemClock } from '@lurkit/core/shared/clock.port.ts';
import { seedDemoWorld } from '@lurkit/api/seed/demo-world.ts';
import { testSecrets } from '@lurkit/adapters/testing/test-secrets.ts';

/** `npm start` seeds the demo world on a fresh database in under 15 s. */
export const DEMO_SEED_TARGET_MS = 15_000;

export async function benchDemoSeed() {
  const dataRoot = process.env.DATABASE_URL ? null : await mkdtemp(path.join(tmpdir(), 'lurkit-bench-'));
  if (dataRoot) await chmod(dataRoot, 0o755);
  const server = await startDatabase({ dataDir: path.join(dataRoot ?? '', 'data'), database: 'postgres' });
  const name = `lurkit_bench_${process.pid}`;
  try {
    await withAdminConnection(server.url, (admin) => admin.query(`create database ${quoteIdentifier(name)}`));
    const url = withDatabase(server.url, name);
    const orm = await createOrm(url);
    try {
      await migrateDatabase(orm);
      const scope = scopeFactory(orm.em, {
        clock: systemClock,
        hasher: new Argon2idPasswordHasher(),
        secrets: testSecrets,
        limits: new InMemoryRateLimits(),
        queue: new PgBossJobQueue(url),
        appUrl: 'http://localhost',
      });
      const started = performance.now();
      const outcome = await seedDemoWorld(scope(), systemClock);
      const ms = performance.now() - started;
      if (outcome !== 'seeded') throw new Error('The bench database was not fresh.');
      return {
        name: 'seed the demo world on a fresh database',
        figures: `${(ms / 1000).toFixed(1)} s (target < ${DEMO_SEED_TARGET_MS / 1000} s)`,
        met: ms < DEMO_SEED_TARGET_MS,
      };
    } finally {
      await orm.close(true);
    }
  } finally {
    await withAdminConnection(server.url, (admin) => admin.query(`drop database if exists ${quoteIdentifier(name)} with (force)`));
    await server.stop();
    if (dataRoot) await rm(dataRoot, { recursive: true, force: true });
  }
}
