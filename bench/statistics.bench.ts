import { PgBossJobQueue } from '@lurkit/adapters/jobs/pg-boss-job-queue.ts';
import { boundExecute } from '@lurkit/adapters/postgres/shared/bound-query.ts';
import { createOrm } from '@lurkit/adapters/postgres/shared/create-orm.ts';
import { Argon2idPasswordHasher } from '@lurkit/adapters/security/argon2id-password-hasher.ts';
import { testSecrets } from '@lurkit/adapters/testing/test-secrets.ts';
import { scopeFactory } from '@lurkit/adapters/wiring/scope.ts';
import { systemClock } from '@lurkit/core/shared/clock.port.ts';
import { InMemoryRateLimits } from '@lurkit/core/shared/testing/in-memory-rate-limits.ts';
import { startApp } from '@lurkit/api/start-app.ts';
import { withBenchDatabase } from './bench-database.ts';
import type { BenchResult } from './markdown-table.ts';
import { seconds, ms } from './timings.ts';
import { CREATORS, DAYS, FILL_TARGET_MS, GAMES, SAMPLES_PER_STREAM, STREAMS_PER_CREATOR, fillStatistics } from './statistics-world.ts';
import { measureReads } from './statistics-reads.ts';
import { measureExport } from './statistics-export.ts';

/**
 * Statistics at scale, on PostgreSQL through the adapters and use cases the API runs: fills the statistics store
 * set-based, builds the daily rollups with the nightly job's own statement, then times a creator's
 * 180 days, a game's 180 days and the ranking of every creator over 30 days (each beside the same
 * figures computed from the raw samples), and streams a 100,000-row export through the HTTP route.
 */
export async function benchStatistics(creators = CREATORS): Promise<BenchResult[]> {
  return withBenchDatabase(async (url) => {
    const app = await startApp({
      databaseUrl: url,
      port: 0,
      seedDemoData: false,
      runWorker: false,
      env: { ...process.env, LOG_LEVEL: 'silent', SMTP_URL: '', SECRETS_KEY: '01'.repeat(32) },
    });
    const orm = await createOrm(url, { poolMax: 4 });
    const execute = boundExecute(orm.em.fork());
    const scope = scopeFactory(orm.em, {
      clock: systemClock,
      hasher: new Argon2idPasswordHasher(),
      secrets: testSecrets,
      limits: new InMemoryRateLimits(),
      queue: new PgBossJobQueue(url),
      appUrl: 'http://localhost',
    });
    try {
      const fill = await fillStatistics(execute, url, creators);
      const reads = await measureReads(execute, scope, creators);
      const exported = await measureExport(execute, app.url, creators);
      const samples = creators * STREAMS_PER_CREATOR * SAMPLES_PER_STREAM;
      return [
        {
          name: `fill ${samples.toLocaleString('en-US')} stream samples, ${creators.toLocaleString('en-US')} creators, ${GAMES} games, ${DAYS} days`,
          figures: `${seconds(fill.totalMs)} (target < ${FILL_TARGET_MS / 60_000} min): samples ${seconds(fill.samplesMs)}, ${fill.posts.toLocaleString('en-US')} posts ${seconds(fill.postsMs)}, ${fill.rollups.toLocaleString('en-US')} daily rollups ${seconds(fill.rollupsMs)} (one day's nightly run ${ms(fill.oneDayMs)} ms)${fill.mismatched === 0 ? '' : `; ${fill.mismatched} streams whose samples do not sum to their figures`}`,
          met: fill.samples === samples && fill.mismatched === 0 && fill.totalMs < FILL_TARGET_MS,
        },
        ...reads,
        exported,
      ];
    } finally {
      await orm.close(true);
      await app.stop();
    }
  });
}
