import { InMemoryUserConnectionRepository } from '@lurkit/core/connections/testing/in-memory-user-connection-repository.ts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sandboxUploads } from '../oauth/sandbox-oauth-server.ts';
import { connectedThroughFake } from '../oauth/testing/connected-through-fake.ts';
import { startFakeOAuthServer } from '../oauth/testing/fake-oauth-server.ts';
import { HttpChannelPosts, isoDurationSeconds } from './http-channel-posts.ts';

let fake: Awaited<ReturnType<typeof startFakeOAuthServer>>;
const connections = new InMemoryUserConnectionRepository();
let posts: HttpChannelPosts;
const DAY_MS = 86_400_000;
/** The instant the sandbox reads its uploads at: the uploads expected are computed from the same one. */
const NOW = Date.parse('2026-11-20T23:59:50.000Z');
const since = () => new Date(NOW - 30 * DAY_MS);

beforeAll(async () => {
  fake = await startFakeOAuthServer({ now: () => NOW });
  posts = new HttpChannelPosts(fake.clients, connections);
});
afterAll(() => fake.close());

describe('a channel’s recent videos and shorts over the platforms’ documented APIs', () => {
  it('reads a YouTube channel’s uploads of the last 30 days with views and minutes watched; Shorts by length, unlisted marked', async () => {
    const channel = await connectedThroughFake(fake.clients, connections, 'youtube', 'UploadingTuber');
    const uploads = sandboxUploads('youtube', 'UploadingTuber', NOW).filter((u) => new Date(u.publishedAt) >= since());

    const read = await posts.recentPosts('youtube', channel.providerAccountId, since());

    expect(read?.map((p) => p.externalId)).toEqual(uploads.map((u) => u.id));
    const [first] = uploads;
    expect(read?.[0]).toEqual({
      externalId: first!.id,
      type: first!.durationSeconds <= 180 ? 'SHORTS' : 'VIDEO',
      title: first!.title,
      durationSeconds: first!.durationSeconds,
      views: first!.views,
      hoursWatched: Math.round((first!.views * first!.durationSeconds) / 180) / 60,
      listed: true,
      publishedAt: new Date(first!.publishedAt),
    });
    expect(read?.filter((p) => p.type === 'SHORTS').map((p) => p.externalId)).toEqual(
      uploads.filter((u) => u.durationSeconds <= 180).map((u) => u.id),
    );
    expect(read?.find((p) => p.externalId === uploads[4]!.id)?.listed).toBe(false);
  });

  it('reads a TikTok account’s videos page by page as shorts, back to 30 days', async () => {
    const channel = await connectedThroughFake(fake.clients, connections, 'tiktok', 'DailyDancer');
    const uploads = sandboxUploads('tiktok', 'DailyDancer', NOW).filter((u) => new Date(u.publishedAt) >= since());

    const read = await posts.recentPosts('tiktok', channel.providerAccountId, since());

    expect(read).toEqual(
      uploads.map((u) => ({
        externalId: u.id,
        type: 'SHORTS',
        title: u.title,
        durationSeconds: u.durationSeconds,
        views: u.views,
        hoursWatched: 0,
        listed: true,
        publishedAt: new Date(u.publishedAt),
      })),
    );
  });

  it('has no posts for a Twitch channel, no data without a valid connection, and throws on an outage', async () => {
    const twitch = await connectedThroughFake(fake.clients, connections, 'twitch', 'OnlyStreams');
    expect(await posts.recentPosts('twitch', twitch.providerAccountId, since())).toEqual([]);
    expect(await posts.recentPosts('youtube', 'UCnobodyconnected', since())).toBeNull();

    const channel = await connectedThroughFake(fake.clients, connections, 'youtube', 'OutageTuber');
    fake.setFailing(true);
    try {
      await expect(posts.recentPosts('youtube', channel.providerAccountId, since())).rejects.toThrow('503');
    } finally {
      fake.setFailing(false);
    }
  });

  it('reads YouTube’s ISO 8601 durations', () => {
    expect(isoDurationSeconds('PT45S')).toBe(45);
    expect(isoDurationSeconds('PT15M3S')).toBe(903);
    expect(isoDurationSeconds('PT1H')).toBe(3600);
    expect(isoDurationSeconds('P1DT2H3M4S')).toBe(93_784);
    expect(isoDurationSeconds('nonsense')).toBe(0);
  });
});
