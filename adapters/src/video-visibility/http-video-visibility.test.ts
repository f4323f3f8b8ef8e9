import { InMemoryUserConnectionRepository } from '@lurkit/core/connections/testing/in-memory-user-connection-repository.ts';
import { FakeVideoVisibility } from '@lurkit/core/quests/testing/fake-video-visibility.ts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { OAuthClients } from '../oauth/oauth-protocols.ts';
import { connectedThroughFake } from '../oauth/testing/connected-through-fake.ts';
import { startFakeOAuthServer } from '../oauth/testing/fake-oauth-server.ts';
import { HttpVideoVisibility } from './http-video-visibility.ts';
import { videoIdOf } from './video-ids.ts';

let fake: Awaited<ReturnType<typeof startFakeOAuthServer>>;
const connections = new InMemoryUserConnectionRepository();
const sandbox = new FakeVideoVisibility();
let videos: HttpVideoVisibility;

beforeAll(async () => {
  fake = await startFakeOAuthServer();
  videos = new HttpVideoVisibility(fake.clients, connections, sandbox);
});
afterAll(() => fake.close());

describe('video visibility over the platforms’ documented APIs, with the creator’s grant', () => {
  it('reads a YouTube video’s privacy status: the creator sees their own unlisted and private videos', async () => {
    const creator = await connectedThroughFake(fake.clients, connections, 'youtube', 'QuestTuber');
    fake.putVideo('youtube', 'QuestTuber', 'dQw4w9WgXcQ', 'unlisted');
    fake.putVideo('youtube', 'QuestTuber', 'priv4te_vid', 'private');
    expect(await videos.visibilityOf('youtube', 'https://www.youtube.com/watch?v=dQw4w9WgXcQ', creator.userId)).toBe('unlisted');
    expect(await videos.visibilityOf('youtube', 'https://youtu.be/priv4te_vid', creator.userId)).toBe('private');
    fake.putVideo('youtube', 'QuestTuber', 'dQw4w9WgXcQ', 'public');
    expect(await videos.visibilityOf('youtube', 'https://youtube.com/shorts/dQw4w9WgXcQ', creator.userId)).toBe('public');
  });

  it('reads a Twitch video’s viewable flag: public or private (Twitch has no unlisted)', async () => {
    const creator = await connectedThroughFake(fake.clients, connections, 'twitch', 'QuestStreamer');
    fake.putVideo('twitch', 'QuestStreamer', '2024001', 'private');
    expect(await videos.visibilityOf('twitch', 'https://www.twitch.tv/videos/2024001', creator.userId)).toBe('private');
    fake.putVideo('twitch', 'QuestStreamer', '2024001', 'public');
    expect(await videos.visibilityOf('twitch', 'https://www.twitch.tv/videos/2024001', creator.userId)).toBe('public');
  });

  it('finds nothing for an unknown video, someone else’s private video, a link that is no video, or a creator without the platform', async () => {
    const creator = await connectedThroughFake(fake.clients, connections, 'twitch', 'Nosy');
    fake.putVideo('twitch', 'SomeoneElse', '777', 'private');
    expect(await videos.visibilityOf('twitch', 'https://www.twitch.tv/videos/404404', creator.userId)).toBeNull();
    expect(await videos.visibilityOf('twitch', 'https://www.twitch.tv/videos/777', creator.userId)).toBeNull();
    expect(await videos.visibilityOf('twitch', 'https://www.twitch.tv/nosy', creator.userId)).toBeNull();
    expect(await videos.visibilityOf('youtube', 'https://youtu.be/dQw4w9WgXcQ', creator.userId)).toBeNull();
  });

  it('throws on an outage, so the caller can try again, instead of calling the video not found', async () => {
    const creator = await connectedThroughFake(fake.clients, connections, 'youtube', 'OutageTuber');
    fake.setFailing(true);
    try {
      await expect(videos.visibilityOf('youtube', 'https://youtu.be/dQw4w9WgXcQ', creator.userId)).rejects.toThrow(/503/);
    } finally {
      fake.setFailing(false);
    }
  });

  it('leaves a platform whose client is the built-in sandbox to the /dev/videos sandbox', async () => {
    const clients: OAuthClients = { ...fake.clients, twitch: { ...fake.clients.twitch!, sandbox: true } };
    sandbox.set('twitch', 'https://www.twitch.tv/videos/55', 'public');
    const mixed = new HttpVideoVisibility(clients, connections, sandbox);
    expect(await mixed.visibilityOf('twitch', 'https://www.twitch.tv/videos/55', 'anyone')).toBe('public');
  });
});

describe('videoIdOf', () => {
  it.each([
    ['youtube', 'https://www.youtube.com/watch?v=dQw4w9WgXcQ&t=42', 'dQw4w9WgXcQ'],
    ['youtube', 'https://m.youtube.com/live/dQw4w9WgXcQ', 'dQw4w9WgXcQ'],
    ['youtube', 'https://youtu.be/dQw4w9WgXcQ?si=x', 'dQw4w9WgXcQ'],
    ['youtube', 'https://www.youtube.com/@channel', null],
    ['youtube', 'https://vimeo.com/12345', null],
    ['twitch', 'https://www.twitch.tv/videos/2024001', '2024001'],
    ['twitch', 'https://www.twitch.tv/videos/abc', null],
    ['twitch', 'not a url', null],
  ] as const)('%s %s -> %s', (platform, url, id) => {
    expect(videoIdOf(platform, url)).toBe(id);
  });
});
