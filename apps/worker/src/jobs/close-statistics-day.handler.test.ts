import { beforeAll, describe, expect, it } from 'vitest';
import { parentRows } from '@lurkit/adapters/testing/parent-rows.ts';
import { useTestDatabase } from '@lurkit/adapters/testing/test-database.ts';
import type { scopeFactory } from '@lurkit/adapters/wiring/scope.ts';
import { SettableClock } from '@lurkit/core/shared/testing/settable-clock.ts';
import { DAY_MS } from '@lurkit/core/shared/time.ts';
import { closeStatisticsDayHandler } from './close-statistics-day.handler.ts';
import { jobScopeOn } from '../testing/job-scope.ts';

const database = useTestDatabase();
let jobScope: ReturnType<typeof scopeFactory>;
const clock = new SettableClock(new Date('2026-11-20T01:20:00.000Z'));
const sql = <T>(text: string, params: unknown[] = []) =>
  database()
    .orm.em.fork()
    .getConnection()
    .execute(text, params as never[]) as Promise<T>;

beforeAll(async () => {
  jobScope = jobScopeOn(database(), { clock });
});

const run = () =>
  closeStatisticsDayHandler(
    jobScope,
    () => {},
    () => {},
  )({});

describe('the close-statistics-day job', () => {
  it('rebuilds yesterday’s rollups from the posts and moves every summary to the new day', async () => {
    const creatorId = globalThis.crypto.randomUUID();
    await parentRows(database().orm.em).user(creatorId);
    // A stream written beside the recorder (an import, a repair), so no rollup knows it yet.
    await sql(
      `insert into creator_post (id, creator_id, provider, external_id, type, title, game_id, duration_seconds, views, watch_seconds, average_ccv, peak_ccv, listed, created_at)
       values (gen_random_uuid(), ?, 'twitch', 'imported-1', 'STREAM', 'Imported', null, 3600, 0, 360000, 100, 150, true, '2026-11-19T18:00:00Z')`,
      [creatorId],
    );
    // A summary last computed a hundred days ago, from streams that have left its 90-day window since.
    await sql(
      `insert into creator_statistics_summary (creator_id, country, platform, languages, game_ids, average_ccv, average_stream_hours, minimum_deal_cents, updated_at)
       values (?, 'SE', 'twitch', '{sv}', '{}', 999, 9, 0, ?)`,
      [creatorId, new Date(clock.now().getTime() - 100 * DAY_MS)],
    );

    await run();
    await run();

    expect(
      await sql(`select day::text, streams, stream_watch_seconds from creator_daily_statistics where creator_id = ?`, [creatorId]),
    ).toEqual([{ day: '2026-11-19', streams: 1, stream_watch_seconds: '360000' }]);
    const [summary] = await sql<{ average_ccv: number; updated_at: string }[]>(
      'select average_ccv, updated_at from creator_statistics_summary where creator_id = ?',
      [creatorId],
    );
    expect(summary?.average_ccv).toBe(100);
    expect(new Date(summary!.updated_at)).toEqual(clock.now());
  });
});
