import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sandboxChannelFigures, sandboxUploads } from '@lurkit/adapters/oauth/sandbox-oauth-server.ts';
import { connectedThroughFake } from '@lurkit/adapters/oauth/testing/connected-through-fake.ts';
import { startFakeOAuthServer } from '@lurkit/adapters/oauth/testing/fake-oauth-server.ts';
import { parentRows } from '@lurkit/adapters/testing/parent-rows.ts';
import { useTestDatabase } from '@lurkit/adapters/testing/test-database.ts';
import type { scopeFactory } from '@lurkit/adapters/wiring/scope.ts';
import type { ChannelProvider } from '@lurkit/core/shared/channel-statistics.port.ts';
import { SettableClock } from '@lurkit/core/shared/testing/settable-clock.ts';
import { HOUR_MS } from '@lurkit/core/shared/time.ts';
import { syncChannelsHandler } from './sync-channels.handler.ts';
import { jobScopeOn } from '../testing/job-scope.ts';

const database = useTestDatabase();
let fake: Awaited<ReturnType<typeof startFakeOAuthServer>>;
let jobScope: ReturnType<typeof scopeFactory>;
// A fixed instant just before a UTC midnight: the sandbox answers from the same clock, so its uploads and
// account dates (whole UTC days) are those the expectations compute, however long the run takes.
const clock = new SettableClock(new Date('2026-11-20T23:59:30.000Z'));

beforeAll(async () => {
  fake = await startFakeOAuthServer({ now: () => clock.now().getTime() });
  jobScope = jobScopeOn(database(), { clock, oauthClients: fake.clients });
});
afterAll(async () => {
  await fake.close();
});

async function creatorConnected(provider: ChannelProvider, login: string) {
  const userId = globalThis.crypto.randomUUID();
  await parentRows(database().orm.em).user(userId);
  return connectedThroughFake(fake.clients, jobScope().connections.connections, provider, login, userId);
}

const run = async () => {
  const logged: Record<string, unknown>[] = [];
  await syncChannelsHandler(
    jobScope,
    () => {},
    (entry) => void logged.push(entry),
  )({});
  return logged;
};

describe('the sync-creator-channels job', () => {
  it('stores each connected channel’s figures read from its platform, and reads them again a day later', async () => {
    const twitch = await creatorConnected('twitch', 'SyncedStreamer');
    const youtube = await creatorConnected('youtube', 'SyncedTuber');
    const tiktok = await creatorConnected('tiktok', 'SyncedDancer');

    expect(await run()).toEqual([expect.objectContaining({ synced: 3, unavailable: 0 })]);

    const channels = jobScope().channels.channels;
    const figures = sandboxChannelFigures('twitch', 'SyncedStreamer', clock.now().getTime());
    expect(await channels.findByProviderChannel('twitch', twitch.providerAccountId)).toMatchObject({
      creatorId: twitch.userId,
      handle: 'SyncedStreamer',
      followers: figures.followers,
      accountCreatedAt: new Date(figures.createdAt),
      affiliation: { '': 'none', affiliate: 'twitchAffiliate', partner: 'partner' }[figures.broadcasterType],
      syncedAt: clock.now(),
    });
    expect(await channels.findByProviderChannel('youtube', youtube.providerAccountId)).toMatchObject({
      followers: sandboxChannelFigures('youtube', 'SyncedTuber', clock.now().getTime()).followers,
    });
    // TikTok: Display API followers, Business API business flag, the oldest video's date as the account's.
    const tiktokFigures = sandboxChannelFigures('tiktok', 'SyncedDancer', clock.now().getTime());
    expect(await channels.findByProviderChannel('tiktok', tiktok.providerAccountId)).toMatchObject({
      followers: tiktokFigures.followers,
      accountCreatedAt: new Date(tiktokFigures.createdAt),
      isBusinessAccount: true,
    });
    // The last 30 days of videos and shorts land in the statistics store, TikTok's too.
    const insights = jobScope().insights.statistics;
    const recent = (provider: 'youtube' | 'tiktok', login: string) =>
      sandboxUploads(provider, login, clock.now().getTime()).filter(
        (u) => Date.parse(u.publishedAt) >= clock.now().getTime() - 30 * 24 * HOUR_MS,
      );
    const stored = async (userId: string) =>
      [
        ...(await insights.listPosts(userId, 'VIDEO', { limit: 50, after: null })).rows,
        ...(await insights.listPosts(userId, 'SHORTS', { limit: 50, after: null })).rows,
      ].map((p) => p.externalId);
    expect((await stored(youtube.userId)).sort()).toEqual(
      recent('youtube', 'SyncedTuber')
        .map((u) => u.id)
        .sort(),
    );
    expect((await stored(tiktok.userId)).sort()).toEqual(
      recent('tiktok', 'SyncedDancer')
        .map((u) => u.id)
        .sort(),
    );

    clock.advance(HOUR_MS);
    expect(await run()).toEqual([]);
    clock.advance(20 * HOUR_MS);
    expect(await run()).toEqual([expect.objectContaining({ synced: 3, unavailable: 0 })]);
    expect((await channels.findByProviderChannel('twitch', twitch.providerAccountId))?.syncedAt).toEqual(clock.now());
  });

  it('writes nothing and fails when the platform is down, so pg-boss retries the same channels', async () => {
    clock.advance(48 * HOUR_MS);
    const down = await creatorConnected('twitch', 'OutageSyncStreamer');
    fake.setFailing(true);
    try {
      await expect(run()).rejects.toThrow();
    } finally {
      fake.setFailing(false);
    }
    expect(await jobScope().channels.channels.findByProviderChannel('twitch', down.providerAccountId)).toBeNull();
    expect(await run()).toEqual([expect.objectContaining({ synced: 4 })]);
    expect(await jobScope().channels.channels.findByProviderChannel('twitch', down.providerAccountId)).not.toBeNull();
  });
});
