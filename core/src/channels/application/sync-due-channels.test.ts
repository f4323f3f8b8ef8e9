import { describe, expect, it } from 'vitest';
import type { ChannelStatistics } from '../../shared/channel-statistics.port.ts';
import { FakeChannelStatistics } from '../../shared/testing/fake-channel-statistics.ts';
import { SettableClock } from '../../shared/testing/settable-clock.ts';
import { DAY_MS, HOUR_MS } from '../../shared/time.ts';
import { aChannelRecord } from '../ports/creator-channel-repository.contract.ts';
import type { ChannelSyncSource } from '../domain/channel-sync.ts';
import { InMemoryChannelSyncSources } from '../testing/in-memory-channel-sync-sources.ts';
import { InMemoryCreatorChannelRepository } from '../testing/in-memory-creator-channel-repository.ts';
import { InMemoryStatisticsStore } from '../../insights/testing/in-memory-statistics-store.ts';
import { FakeChannelPosts } from '../testing/fake-channel-posts.ts';
import type { PlatformPost } from '../ports/channel-posts.port.ts';
import { SyncDueChannels } from './sync-due-channels.ts';

const NOW = new Date('2026-11-20T06:00:00.000Z');

function world() {
  const sources = new InMemoryChannelSyncSources();
  const channels = new InMemoryCreatorChannelRepository();
  const statistics = new FakeChannelStatistics();
  const clock = new SettableClock(NOW);
  const posts = new FakeChannelPosts();
  const store = new InMemoryStatisticsStore();
  const sync = new SyncDueChannels({ sources, channels, statistics, posts, recorder: store, clock });
  return { sources, channels, statistics, posts, store, clock, sync };
}

const source = (login: string, changes: Partial<ChannelSyncSource> = {}): ChannelSyncSource => ({
  creatorId: `creator-${login}`,
  provider: 'twitch',
  providerChannelId: `tw-${login}`,
  handle: login.toLowerCase(),
  displayName: login,
  language: 'sv',
  country: 'SE',
  ...changes,
});

const figures = (s: ChannelSyncSource, changes: Partial<ChannelStatistics> = {}): ChannelStatistics => ({
  provider: s.provider,
  channelId: s.providerChannelId,
  followers: 1_500,
  accountCreatedAt: new Date('2023-02-01T00:00:00.000Z'),
  averageConcurrentViewers: null,
  averageViewsPerVideo: null,
  averageViewsPerShort: null,
  isBusinessAccount: null,
  affiliation: 'twitchAffiliate',
  ...changes,
});

describe('SyncDueChannels', () => {
  it('stores a newly connected channel’s figures with the creator’s language and country', async () => {
    const { sources, channels, statistics, sync } = world();
    const anna = source('Anna');
    sources.connect(anna);
    statistics.set(figures(anna));

    expect(await sync.execute({ limit: 10 })).toEqual({ synced: 1, unavailable: 0, posts: 0 });

    expect(await channels.findByProviderChannel('twitch', 'tw-Anna')).toMatchObject({
      creatorId: 'creator-Anna',
      handle: 'anna',
      followers: 1_500,
      affiliation: 'twitchAffiliate',
      accountCreatedAt: new Date('2023-02-01T00:00:00.000Z'),
      language: 'sv',
      country: 'SE',
      syncedAt: NOW,
    });
  });

  it('replaces the figures but keeps the channel’s id, averages, and language and country the creator has not set', async () => {
    const { sources, channels, statistics, sync } = world();
    const bo = source('Bo', { language: null, country: null });
    const stored = aChannelRecord(bo.creatorId, {
      providerChannelId: bo.providerChannelId,
      followers: 900,
      averageConcurrentViewers: 42,
      language: 'de',
      country: 'DE',
    });
    await channels.save(stored);
    sources.connect(bo);
    statistics.set(figures(bo, { followers: 2_000, affiliation: 'partner' }));

    await sync.execute({ limit: 10 });

    expect(await channels.findByProviderChannel('twitch', bo.providerChannelId)).toMatchObject({
      id: stored.id,
      followers: 2_000,
      affiliation: 'partner',
      averageConcurrentViewers: 42,
      language: 'de',
      country: 'DE',
      syncedAt: NOW,
    });
  });

  it('keeps the last figures of a channel the platform has no data for, and tries it again only a day later', async () => {
    const { sources, channels, statistics, clock, sync } = world();
    const gone = source('Gone');
    const stored = aChannelRecord(gone.creatorId, { providerChannelId: gone.providerChannelId, followers: 700 });
    await channels.save(stored);
    sources.connect(gone);

    expect(await sync.execute({ limit: 10 })).toEqual({ synced: 0, unavailable: 1, posts: 0 });
    expect(await channels.findByProviderChannel('twitch', gone.providerChannelId)).toEqual(stored);

    statistics.set(figures(gone, { followers: 800 }));
    clock.advance(19 * HOUR_MS);
    expect(await sync.execute({ limit: 10 })).toEqual({ synced: 0, unavailable: 0, posts: 0 });
    clock.advance(1 * HOUR_MS + 1);
    expect(await sync.execute({ limit: 10 })).toEqual({ synced: 1, unavailable: 0, posts: 0 });
    expect((await channels.findByProviderChannel('twitch', gone.providerChannelId))?.followers).toBe(800);
  });

  it('works a batch at a time, so the next run takes the channels the last one left', async () => {
    const { sources, channels, statistics, sync } = world();
    const all = ['A', 'B', 'C'].map((login) => source(login));
    for (const s of all) {
      sources.connect(s);
      statistics.set(figures(s));
    }

    expect(await sync.execute({ limit: 2 })).toEqual({ synced: 2, unavailable: 0, posts: 0 });
    expect(await sync.execute({ limit: 2 })).toEqual({ synced: 1, unavailable: 0, posts: 0 });
    expect(await sync.execute({ limit: 2 })).toEqual({ synced: 0, unavailable: 0, posts: 0 });
    expect((await channels.findByCreators(all.map((s) => s.creatorId))).map((c) => c.handle).sort()).toEqual(['a', 'b', 'c']);
  });

  it('writes nothing and marks nothing tried when the platform is down, so the retry takes the same batch', async () => {
    const { sources, channels } = world();
    const down = source('Down');
    sources.connect(down);
    const failing = new SyncDueChannels({
      sources,
      channels,
      statistics: { fetch: () => Promise.reject(new Error('503 from the platform')) },
      posts: new FakeChannelPosts(),
      recorder: new InMemoryStatisticsStore(),
      clock: new SettableClock(NOW),
    });

    await expect(failing.execute({ limit: 10 })).rejects.toThrow('503');
    expect(await sources.listDue(NOW, 10)).toEqual([down]);
    expect(await channels.findByCreator(down.creatorId)).toEqual([]);
  });

  it('records the channel’s videos and shorts of the last 30 days under its creator, even where the channel itself has no data', async () => {
    const { sources, statistics, posts, store, sync } = world();
    const tuber = source('Tuber', { provider: 'youtube', providerChannelId: 'UCtuber' });
    const dancer = source('Dancer', { provider: 'tiktok', providerChannelId: 'tt-dancer' });
    sources.connect(tuber);
    sources.connect(dancer);
    statistics.set(figures(tuber));
    const video = (id: string, changes: Partial<PlatformPost> = {}): PlatformPost => ({
      externalId: id,
      type: 'VIDEO',
      title: `Video ${id}`,
      durationSeconds: 900,
      views: 1_200,
      hoursWatched: 80,
      listed: true,
      publishedAt: new Date(NOW.getTime() - 2 * DAY_MS),
      ...changes,
    });
    posts.set('youtube', 'UCtuber', [
      video('yt-1'),
      video('yt-2', { listed: false }),
      video('yt-old', { publishedAt: new Date(NOW.getTime() - 31 * DAY_MS) }),
    ]);
    posts.set('tiktok', 'tt-dancer', [video('tt-1', { type: 'SHORTS', durationSeconds: 30, views: 9_000, hoursWatched: 0 })]);

    expect(await sync.execute({ limit: 10 })).toEqual({ synced: 1, unavailable: 1, posts: 3 });

    const videos = (await store.listPosts('creator-Tuber', 'VIDEO', { limit: 10, after: null })).rows;
    expect(videos.map((p) => [p.externalId, p.views, p.hoursWatched, p.listed])).toEqual(
      expect.arrayContaining([
        ['yt-1', 1_200, 80, true],
        ['yt-2', 1_200, 80, false],
      ]),
    );
    expect(videos).toHaveLength(2);
    expect((await store.listPosts('creator-Dancer', 'SHORTS', { limit: 10, after: null })).rows).toEqual([
      expect.objectContaining({ externalId: 'tt-1', provider: 'tiktok', views: 9_000 }),
    ]);
  });
});
