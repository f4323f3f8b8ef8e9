import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PgBossJobQueue } from '@lurkit/adapters/jobs/pg-boss-job-queue.ts';
import { Argon2idPasswordHasher } from '@lurkit/adapters/security/argon2id-password-hasher.ts';
import { createTestDatabase, type TestDatabase } from '@lurkit/adapters/testing/test-database.ts';
import { scopeFactory } from '@lurkit/adapters/wiring/scope.ts';
import { tierOf } from '@lurkit/core/insights/domain/creator-tier.ts';
import { systemClock } from '@lurkit/core/shared/clock.port.ts';
import { sql } from '../testing/direct-db.ts';
import { DEMO_STAFF_USERNAME, seedDemoWorld } from './demo-world.ts';

const scopeOf = (db: TestDatabase) =>
  scopeFactory(db.orm.em, {
    clock: systemClock,
    hasher: new Argon2idPasswordHasher(),
    queue: new PgBossJobQueue(db.url),
    appUrl: 'http://localhost',
  })();

interface ChannelRow {
  handle: string;
  provider: string;
  followers: number;
  average_concurrent_viewers: number | null;
  average_views_per_video: number | null;
  average_views_per_short: number | null;
}
const channelsOf = (db: TestDatabase) =>
  sql<ChannelRow>(
    db.url,
    `select handle, provider, followers, average_concurrent_viewers, average_views_per_video, average_views_per_short
     from creator_channel order by provider, handle`,
  );
const usernamesOf = async (db: TestDatabase) =>
  (await sql<{ username: string }>(db.url, 'select username from user_account order by username')).map((r) => r.username);

let first: TestDatabase;
let second: TestDatabase;
beforeAll(async () => {
  [first, second] = await Promise.all([createTestDatabase(), createTestDatabase()]);
  expect(await seedDemoWorld(scopeOf(first), systemClock)).toBe('seeded');
});
afterAll(async () => {
  await Promise.all([first?.drop(), second?.drop()]);
});

describe('the demo world', () => {
  it('has a staff user, companies with owners and members, and at least 300 creators', async () => {
    const staff = await scopeOf(first).accounts.users.findByUsername(DEMO_STAFF_USERNAME);
    expect(staff).toMatchObject({ isStaff: true, userType: 'User' });
    const companies = await sql<{ name: string; members: string; owners: string }>(
      first.url,
      `select c.name, count(*) as members, count(*) filter (where m.is_owner) as owners
       from company c join company_member m on m.company_id = c.id group by c.name`,
    );
    expect(companies.length).toBeGreaterThanOrEqual(5);
    expect(companies.every((c) => c.owners === '1')).toBe(true);
    expect(companies.some((c) => Number(c.members) > 1)).toBe(true);
    const [creators] = await sql<{ count: string }>(first.url, `select count(*) from user_account where user_type = 'Creator'`);
    expect(Number(creators?.count)).toBeGreaterThanOrEqual(300);
  });

  it('covers every size tier on every platform, and gives democreator all three platforms', async () => {
    const channels = await channelsOf(first);
    const tiers = (provider: string, figure: (c: ChannelRow) => number | null, basis: 'CCV' | 'VIEWS') =>
      new Set(channels.filter((c) => c.provider === provider).map((c) => tierOf(figure(c) ?? 0, basis)));
    const all = ['nano', 'micro', 'mid', 'macro', 'top'];
    expect([...tiers('twitch', (c) => c.average_concurrent_viewers, 'CCV')].sort()).toEqual([...all].sort());
    expect([...tiers('youtube', (c) => c.average_views_per_video, 'VIEWS')].sort()).toEqual([...all].sort());
    expect([...tiers('tiktok', (c) => c.average_views_per_short, 'VIEWS')].sort()).toEqual([...all].sort());
    expect(channels.filter((c) => c.handle === 'democreator').map((c) => c.provider)).toEqual(['tiktok', 'twitch', 'youtube']);
  });

  it('is seeded once', async () => {
    const before = await usernamesOf(first);
    expect(await seedDemoWorld(scopeOf(first), systemClock)).toBe('already-seeded');
    expect(await usernamesOf(first)).toEqual(before);
  });

  it('is the same world on every fresh database', async () => {
    expect(await seedDemoWorld(scopeOf(second), systemClock)).toBe('seeded');
    expect(await usernamesOf(second)).toEqual(await usernamesOf(first));
    expect(await channelsOf(second)).toEqual(await channelsOf(first));
  });

  it('leaves nothing behind when a part of it fails', async () => {
    const broken = await createTestDatabase();
    try {
      await sql(
        broken.url,
        `create function fail_channels() returns trigger language plpgsql as $$ begin raise exception 'disk full'; end $$`,
      );
      await sql(broken.url, 'create trigger fail_channels before insert on creator_channel execute function fail_channels()');
      await expect(seedDemoWorld(scopeOf(broken), systemClock)).rejects.toThrow();
      expect(await usernamesOf(broken)).toEqual([]);
    } finally {
      await broken.drop();
    }
  });
});
