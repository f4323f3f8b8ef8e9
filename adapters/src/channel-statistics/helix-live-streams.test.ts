import { InMemoryUserConnectionRepository } from '@lurkit/core/connections/testing/in-memory-user-connection-repository.ts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sandboxAccountId, sandboxLiveStream } from '../oauth/sandbox-oauth-server.ts';
import { connectedThroughFake } from '../oauth/testing/connected-through-fake.ts';
import { startFakeOAuthServer } from '../oauth/testing/fake-oauth-server.ts';
import { HelixLiveStreams } from './helix-live-streams.ts';

let fake: Awaited<ReturnType<typeof startFakeOAuthServer>>;
let live: HelixLiveStreams;
const connections = new InMemoryUserConnectionRepository();

beforeAll(async () => {
  fake = await startFakeOAuthServer();
  live = new HelixLiveStreams(fake.clients.twitch, connections);
});
afterAll(() => fake.close());

const stream = (id: string, viewers: number, gameName = 'Elden Ring') => ({
  id,
  title: 'Boss rush',
  gameName,
  startedAt: '2026-11-20T17:58:00.000Z',
  viewers,
});

describe('Helix streams with an app access token', () => {
  it('names the listed channels on air with their stream, game and viewers, and leaves the others out', async () => {
    fake.setLive('LiveOne', stream('9001', 321));
    fake.setLive('LiveTwo', stream('9002', 12, ''));
    fake.setLive('OffAir', null);
    const ids = ['LiveOne', 'LiveTwo', 'OffAir'].map((login) => sandboxAccountId('twitch', login));

    const readings = await live.readLive(ids);

    expect(readings).toEqual([
      {
        providerChannelId: ids[0],
        streamId: '9001',
        title: 'Boss rush',
        gameName: 'Elden Ring',
        startedAt: new Date('2026-11-20T17:58:00.000Z'),
        viewers: 321,
        // Not connected here: nobody's grant to read the chat with.
        chatters: null,
      },
      expect.objectContaining({ providerChannelId: ids[1], streamId: '9002', gameName: null, viewers: 12 }),
    ]);
  });

  it('counts the chat with the broadcaster’s own grant', async () => {
    const channel = await connectedThroughFake(fake.clients, connections, 'twitch', 'ChattyStreamer');
    fake.setLive('ChattyStreamer', stream('9003', 300));

    expect(await live.readLive([channel.providerAccountId])).toEqual([
      expect.objectContaining({ streamId: '9003', viewers: 300, chatters: 120 }),
    ]);
  });

  it('throws on an outage instead of answering that nobody is live', async () => {
    fake.setFailing(true);
    try {
      await expect(
        new HelixLiveStreams(fake.clients.twitch, connections).readLive([sandboxAccountId('twitch', 'LiveOne')]),
      ).rejects.toThrow('503');
    } finally {
      fake.setFailing(false);
    }
  });

  it('refuses more than Helix’s hundred channels a read, and reads nothing without a Twitch client', async () => {
    await expect(live.readLive(Array.from({ length: 101 }, (_, n) => String(n)))).rejects.toThrow('at most 100');
    expect(await new HelixLiveStreams(undefined, connections).readLive(['1'])).toEqual([]);
  });
});

describe('the sandbox’s daily streams', () => {
  it('puts each channel on air three hours a day at an hour of its own, the same answer every time', () => {
    const channel = sandboxAccountId('twitch', 'ScheduledStreamer');
    const day = Date.parse('2026-11-20T00:00:00.000Z');
    const onAir = Array.from({ length: 24 * 12 }, (_, slot) => sandboxLiveStream(channel, day + slot * 300_000 + 60_000));
    const live = onAir.filter((s) => s !== null);
    expect(live).toHaveLength(3 * 12);
    expect(new Set(live.map((s) => s.id)).size).toBe(1);
    expect(live.every((s) => s.viewers > 0)).toBe(true);
    expect(sandboxLiveStream(channel, day + 7_777_000)).toEqual(sandboxLiveStream(channel, day + 7_777_000));
  });
});
