import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { connectedThroughFake } from '@lurkit/adapters/oauth/testing/connected-through-fake.ts';
import { startFakeOAuthServer } from '@lurkit/adapters/oauth/testing/fake-oauth-server.ts';
import { parentRows } from '@lurkit/adapters/testing/parent-rows.ts';
import { useTestDatabase } from '@lurkit/adapters/testing/test-database.ts';
import type { scopeFactory } from '@lurkit/adapters/wiring/scope.ts';
import { periodDays } from '@lurkit/core/insights/domain/statistics-days.ts';
import { SettableClock } from '@lurkit/core/shared/testing/settable-clock.ts';
import { MINUTE_MS } from '@lurkit/core/shared/time.ts';
import { sampleLiveStreamsHandler } from './sample-live-streams.handler.ts';
import { jobScopeOn } from '../testing/job-scope.ts';

const database = useTestDatabase();
let fake: Awaited<ReturnType<typeof startFakeOAuthServer>>;
let jobScope: ReturnType<typeof scopeFactory>;
const clock = new SettableClock(new Date('2026-11-20T18:01:00.000Z'));

beforeAll(async () => {
  fake = await startFakeOAuthServer();
  jobScope = jobScopeOn(database(), { clock, oauthClients: fake.clients });
});
afterAll(async () => {
  await fake.close();
});

async function streamerConnected(login: string) {
  const userId = globalThis.crypto.randomUUID();
  await parentRows(database().orm.em).user(userId);
  return connectedThroughFake(fake.clients, jobScope().connections.connections, 'twitch', login, userId);
}

const run = () =>
  sampleLiveStreamsHandler(
    jobScope,
    () => {},
    () => {},
  )({});
const live = (viewers: number) => ({
  id: '7001',
  title: 'Speedrun night',
  gameName: 'Hades II',
  startedAt: '2026-11-20T17:55:00.000Z',
  viewers,
});

describe('the sample-live-streams job', () => {
  it('builds a live stream’s curve and figures from Helix reads every five minutes, and a retry inside a slot adds nothing', async () => {
    const streamer = await streamerConnected('CurveStreamer');
    fake.setLive('CurveStreamer', live(150));
    await run();
    clock.advance(5 * MINUTE_MS);
    fake.setLive('CurveStreamer', live(250));
    await run();
    // pg-boss retries the same slot: the second reading replaces the first.
    clock.advance(MINUTE_MS);
    fake.setLive('CurveStreamer', live(350));
    await run();
    fake.setLive('CurveStreamer', null);
    clock.advance(5 * MINUTE_MS);
    await run();

    const insights = jobScope().insights.statistics;
    const [post] = (await insights.listPosts(streamer.userId, 'STREAM', { limit: 10, after: null })).rows;
    expect(post).toMatchObject({ externalId: '7001', title: 'Speedrun night', durationSeconds: 600, peakCcv: 350, averageCcv: 250 });
    expect((await insights.streamSamples(post!.id)).map((s) => s.viewers)).toEqual([150, 350]);
    expect(await insights.findGames([post!.gameId!])).toEqual([{ id: post!.gameId, name: 'Hades II' }]);
    const day = await insights.creatorFigures(streamer.userId, periodDays(1, clock.now()));
    expect(day.streams).toBe(1);
    expect(day.hoursWatched).toBeCloseTo(((150 + 350) * 300) / 3600);
    // The chat, counted with the streamer's own grant at each reading (the sandbox has four in ten viewers in it).
    expect((await insights.creatorPeriod(streamer.userId, periodDays(1, clock.now()))).chat).toEqual({
      chatters: 60 + 140,
      viewers: 500,
      unchattedViewers: 0,
    });
  });

  it('writes nothing and fails when Twitch is down, so pg-boss retries', async () => {
    const streamer = await streamerConnected('DownStreamer');
    fake.setLive('DownStreamer', { ...live(90), id: '7002' });
    fake.setFailing(true);
    try {
      await expect(run()).rejects.toThrow();
    } finally {
      fake.setFailing(false);
    }
    expect((await jobScope().insights.statistics.listPosts(streamer.userId, 'STREAM', { limit: 10, after: null })).rows).toEqual([]);
  });
});
