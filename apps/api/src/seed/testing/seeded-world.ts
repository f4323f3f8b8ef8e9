import { InMemoryRateLimits } from '@lurkit/core/shared/testing/in-memory-rate-limits.ts';
import { afterAll, beforeAll, expect } from 'vitest';
import { PgBossJobQueue } from '@lurkit/adapters/jobs/pg-boss-job-queue.ts';
import { Argon2idPasswordHasher } from '@lurkit/adapters/security/argon2id-password-hasher.ts';
import { createTestDatabase, type TestDatabase } from '@lurkit/adapters/testing/test-database.ts';
import { testSecrets } from '@lurkit/adapters/testing/test-secrets.ts';
import { scopeFactory } from '@lurkit/adapters/wiring/scope.ts';
import { systemClock } from '@lurkit/core/shared/clock.port.ts';
import { sql } from '../../testing/direct-db.ts';
import { seedDemoWorld } from '../demo-world.ts';

/** The seeded demo world (`first`) and a fresh database beside it (`second`), both set once the file's setup has run. */
export interface SeededWorld {
  readonly first: TestDatabase;
  readonly second: TestDatabase;
}

export const scopeOf = (db: TestDatabase) =>
  scopeFactory(db.orm.em, {
    clock: systemClock,
    hasher: new Argon2idPasswordHasher(),
    secrets: testSecrets,
    limits: new InMemoryRateLimits(),
    queue: new PgBossJobQueue(db.url),
    appUrl: 'http://localhost',
  })();

export interface ChannelRow {
  handle: string;
  provider: string;
  followers: number;
  average_concurrent_viewers: number | null;
  average_views_per_video: number | null;
  average_views_per_short: number | null;
}
export const channelsOf = (db: TestDatabase) =>
  sql<ChannelRow>(
    db.url,
    `select handle, provider, followers, average_concurrent_viewers, average_views_per_video, average_views_per_short
     from creator_channel order by provider, handle`,
  );
export const usernamesOf = async (db: TestDatabase) =>
  (await sql<{ username: string }>(db.url, 'select username from user_account order by username')).map((r) => r.username);

/** Seeds the demo world once for the test file, on a fresh database, and keeps a second fresh one beside it. */
export function useSeededWorld(): SeededWorld {
  const world = {} as { first: TestDatabase; second: TestDatabase };
  beforeAll(async () => {
    [world.first, world.second] = await Promise.all([createTestDatabase(), createTestDatabase()]);
    expect(await seedDemoWorld(scopeOf(world.first), systemClock)).toBe('seeded');
  });
  afterAll(async () => {
    await Promise.all([world.first?.drop(), world.second?.drop()]);
  });
  return world;
}
