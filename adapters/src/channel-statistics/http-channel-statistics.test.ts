import { InMemoryUserConnectionRepository } from '@lurkit/core/connections/testing/in-memory-user-connection-repository.ts';
import type { ChannelProvider } from '@lurkit/core/shared/channel-statistics.port.ts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { connectedThroughFake } from '../oauth/testing/connected-through-fake.ts';
import { sandboxChannelFigures } from '../oauth/sandbox-oauth-server.ts';
import { startFakeOAuthServer } from '../oauth/testing/fake-oauth-server.ts';
import { HttpChannelStatistics } from './http-channel-statistics.ts';

let fake: Awaited<ReturnType<typeof startFakeOAuthServer>>;
const connections = new InMemoryUserConnectionRepository();
let statistics: HttpChannelStatistics;

beforeAll(async () => {
  fake = await startFakeOAuthServer();
  statistics = new HttpChannelStatistics(fake.clients, connections);
});
afterAll(() => fake.close());

const connected = (provider: ChannelProvider, login: string) => connectedThroughFake(fake.clients, connections, provider, login);

describe('channel figures over the platforms’ documented APIs', () => {
  it('reads a Twitch channel’s followers, creation date and affiliation with the creator’s grant', async () => {
    const channel = await connected('twitch', 'BigStreamer');
    const figures = sandboxChannelFigures('twitch', 'BigStreamer');

    const stats = await statistics.fetch('twitch', channel.providerAccountId);

    expect(stats).toMatchObject({ provider: 'twitch', channelId: channel.providerAccountId, followers: figures.followers });
    expect(stats!.accountCreatedAt.toISOString()).toBe(figures.createdAt);
    expect(stats!.affiliation).toBe({ '': 'none', affiliate: 'twitchAffiliate', partner: 'partner' }[figures.broadcasterType]);
  });

  it('reads a YouTube channel’s subscribers and creation date', async () => {
    const channel = await connected('youtube', 'SmallTuber');

    const stats = await statistics.fetch('youtube', channel.providerAccountId);

    expect(stats).toMatchObject({ provider: 'youtube', followers: 40 });
    expect(stats!.accountCreatedAt.toISOString()).toBe(sandboxChannelFigures('youtube', 'SmallTuber').createdAt);
  });

  it('answers no data for TikTok (its API names neither account age nor business status), an unknown channel, an invalid grant and a refused read', async () => {
    const tiktok = await connected('tiktok', 'Dancer');
    expect(await statistics.fetch('tiktok', tiktok.providerAccountId)).toBeNull();
    expect(await statistics.fetch('twitch', 'nobody')).toBeNull();

    const revoked = await connected('twitch', 'Revoked');
    await connections.save({ ...revoked, status: 'invalid' });
    expect(await statistics.fetch('twitch', revoked.providerAccountId)).toBeNull();

    // A grant of another account: the platform names no such channel for it.
    const other = await connected('twitch', 'Other');
    await connections.save({
      ...other,
      id: globalThis.crypto.randomUUID(),
      userId: globalThis.crypto.randomUUID(),
      providerAccountId: '999',
    });
    expect(await statistics.fetch('twitch', '999')).toBeNull();
  });

  it('throws on an outage, so the verification job retries instead of refusing', async () => {
    const channel = await connected('twitch', 'Outage');
    fake.setFailing(true);
    try {
      await expect(statistics.fetch('twitch', channel.providerAccountId)).rejects.toThrow('503');
    } finally {
      fake.setFailing(false);
    }
  });
});
