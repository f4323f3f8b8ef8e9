import { describe, expect, it } from 'vitest';
import { InMemoryStatisticsStore } from '../../insights/testing/in-memory-statistics-store.ts';
import { SettableClock } from '../../shared/testing/settable-clock.ts';
import { MINUTE_MS } from '../../shared/time.ts';
import type { ChannelSyncSource } from '../domain/channel-sync.ts';
import { statisticsGameId } from '../domain/live-stream-sample.ts';
import { FakeLiveStreams } from '../testing/fake-live-streams.ts';
import { InMemoryChannelSyncSources } from '../testing/in-memory-channel-sync-sources.ts';
import { SampleLiveStreams } from './sample-live-streams.ts';

const STARTED = new Date('2026-11-20T17:58:00.000Z');

function world() {
  const sources = new InMemoryChannelSyncSources();
  const live = new FakeLiveStreams();
  const store = new InMemoryStatisticsStore();
  const clock = new SettableClock(new Date('2026-11-20T18:01:30.000Z'));
  const sample = new SampleLiveStreams({ sources, live, recorder: store, clock });
  return { sources, live, store, clock, sample };
}

const twitch = (n: number, changes: Partial<ChannelSyncSource> = {}): ChannelSyncSource => ({
  creatorId: `creator-${n}`,
  provider: 'twitch',
  providerChannelId: String(100_000 + n),
  handle: `streamer${n}`,
  displayName: `Streamer ${n}`,
  language: null,
  country: null,
  ...changes,
});

const onAir = (n: number, viewers: number) => ({
  providerChannelId: String(100_000 + n),
  streamId: `stream-${n}`,
  title: 'Ranked grind',
  gameName: 'Elden Ring',
  startedAt: STARTED,
  viewers,
  chatters: Math.round(viewers / 3),
});

describe('SampleLiveStreams', () => {
  it('records each live Twitch channel’s stream, its game and one sample per five-minute slot, and the figures grow with the samples', async () => {
    const { sources, live, store, clock, sample } = world();
    sources.connect(twitch(1));
    sources.connect(twitch(2));
    live.goLive(onAir(1, 120));

    expect(await sample.execute()).toEqual({ channels: 2, live: 1 });
    clock.advance(5 * MINUTE_MS);
    live.goLive(onAir(1, 240));
    expect(await sample.execute()).toEqual({ channels: 2, live: 1 });

    const [post] = (await store.listPosts('creator-1', 'STREAM', { limit: 10, after: null })).rows;
    expect(post).toMatchObject({ externalId: 'stream-1', title: 'Ranked grind', createdAt: STARTED, durationSeconds: 600, peakCcv: 240 });
    expect(post?.averageCcv).toBe(180);
    expect(post?.gameId).toBe(await statisticsGameId('elden ring'));
    expect(await store.findGames([post!.gameId!])).toEqual([{ id: post!.gameId, name: 'Elden Ring' }]);
    expect((await store.streamSamples(post!.id)).map((s) => [s.sampledAt.toISOString(), s.viewers])).toEqual([
      ['2026-11-20T18:00:00.000Z', 120],
      ['2026-11-20T18:05:00.000Z', 240],
    ]);
    expect((await store.creatorPeriod('creator-1', { from: '2026-11-20', to: '2026-11-20' })).chat).toEqual({
      chatters: 40 + 80,
      viewers: 360,
      unchattedViewers: 0,
    });
    expect((await store.creatorFigures('creator-1', { from: '2026-11-20', to: '2026-11-20' })).hoursWatched).toBeCloseTo(
      ((120 + 240) * 300) / 3600,
    );
    expect((await store.listPosts('creator-2', 'STREAM', { limit: 10, after: null })).rows).toEqual([]);
  });

  it('writes the same sample again when retried inside its slot, so a retry never adds air time', async () => {
    const { sources, live, store, clock, sample } = world();
    sources.connect(twitch(1));
    live.goLive(onAir(1, 100));
    await sample.execute();
    clock.advance(2 * MINUTE_MS);
    live.goLive(onAir(1, 130));
    await sample.execute();

    const [post] = (await store.listPosts('creator-1', 'STREAM', { limit: 10, after: null })).rows;
    expect(post).toMatchObject({ durationSeconds: 300, peakCcv: 130, averageCcv: 130 });
  });

  it('reads channels a hundred at a time, only valid Twitch connections, and a stream in no category has no game', async () => {
    const { sources, live, store, sample } = world();
    for (let n = 1; n <= 205; n += 1) sources.connect(twitch(n));
    sources.connect(twitch(900), false);
    sources.connect(twitch(901, { provider: 'youtube', providerChannelId: 'UCsomething' }));
    live.goLive({ ...onAir(150, 42), gameName: null });

    expect(await sample.execute()).toEqual({ channels: 205, live: 1 });

    expect(live.reads.map((ids) => ids.length)).toEqual([100, 100, 5]);
    expect(live.reads.flat()).not.toContain(String(100_900));
    const [post] = (await store.listPosts('creator-150', 'STREAM', { limit: 10, after: null })).rows;
    expect(post?.gameId).toBeNull();
  });

  it('writes nothing of a page when Twitch is down, so the next run reads it again', async () => {
    const { sources, live, store, sample } = world();
    sources.connect(twitch(1));
    live.goLive(onAir(1, 100));
    live.setDown(true);

    await expect(sample.execute()).rejects.toThrow('503');
    expect((await store.listPosts('creator-1', 'STREAM', { limit: 10, after: null })).rows).toEqual([]);
  });
});
