import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
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
/** The instant the sandbox reads its channels at: figures expected are computed from the same one. */
const NOW = Date.parse('2026-11-20T23:59:50.000Z');

beforeAll(async () => {
  fake = await startFakeOAuthServer({ now: () => NOW });
  statistics = new HttpChannelStatistics(fake.clients, connections);
});
afterAll(() => fake.close());

const connected = (provider: ChannelProvider, login: string) => connectedThroughFake(fake.clients, connections, provider, login);

describe('channel figures over the platforms’ documented APIs', () => {
  it('reads a Twitch channel’s followers, creation date and affiliation with the creator’s grant', async () => {
    const channel = await connected('twitch', 'BigStreamer');
    const figures = sandboxChannelFigures('twitch', 'BigStreamer', NOW);

    const stats = await statistics.fetch('twitch', channel.providerAccountId);

    expect(stats).toMatchObject({ provider: 'twitch', channelId: channel.providerAccountId, followers: figures.followers });
    expect(stats!.accountCreatedAt.toISOString()).toBe(figures.createdAt);
    expect(stats!.affiliation).toBe({ '': 'none', affiliate: 'twitchAffiliate', partner: 'partner' }[figures.broadcasterType]);
  });

  it('reads a YouTube channel’s subscribers and creation date', async () => {
    const channel = await connected('youtube', 'SmallTuber');

    const stats = await statistics.fetch('youtube', channel.providerAccountId);

    expect(stats).toMatchObject({ provider: 'youtube', followers: 40 });
    expect(stats!.accountCreatedAt.toISOString()).toBe(sandboxChannelFigures('youtube', 'SmallTuber', NOW).createdAt);
  });

  it('reads a TikTok account’s followers (Display API), business status (Business API) and age from its oldest video', async () => {
    const business = await connected('tiktok', 'Dancer');
    const figures = sandboxChannelFigures('tiktok', 'Dancer', NOW);

    const stats = await statistics.fetch('tiktok', business.providerAccountId);

    expect(stats).toMatchObject({
      provider: 'tiktok',
      channelId: business.providerAccountId,
      followers: figures.followers,
      isBusinessAccount: true,
    });
    expect(stats!.accountCreatedAt.toISOString()).toBe(figures.createdAt);

    const personal = await connected('tiktok', 'PersonalDancer');
    expect(await statistics.fetch('tiktok', personal.providerAccountId)).toMatchObject({ isBusinessAccount: false });

    const young = await connected('tiktok', 'NewDancer');
    const youngStats = await statistics.fetch('tiktok', young.providerAccountId);
    expect(youngStats!.accountCreatedAt.toISOString()).toBe(sandboxChannelFigures('tiktok', 'NewDancer', NOW).createdAt);
    expect(NOW - youngStats!.accountCreatedAt.getTime()).toBeLessThan(30 * 86_400_000);
  });

  it('leaves a TikTok account’s business status unknown when the Business API refuses, and answers no data when the Display API does', async () => {
    const channel = await connected('tiktok', 'RefusedDancer');
    const noBusinessApi = { ...fake.clients.tiktok!, bases: { ...fake.clients.tiktok!.bases, business: `${fake.url}/nowhere` } };
    const stats = await new HttpChannelStatistics({ tiktok: noBusinessApi }, connections).fetch('tiktok', channel.providerAccountId);
    expect(stats).toMatchObject({ followers: sandboxChannelFigures('tiktok', 'RefusedDancer', NOW).followers, isBusinessAccount: null });

    await connections.save({ ...channel, tokens: { ...channel.tokens, accessToken: 'not-a-token' } });
    expect(await statistics.fetch('tiktok', channel.providerAccountId)).toBeNull();
  });

  it('reads the Business API’s own codes: a refusal leaves the business status unknown, a rate limit or system error throws', async () => {
    const channel = await connected('tiktok', 'CodedDancer');
    let code = 40001;
    const businessApi = createServer((_req, res) => {
      res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify({ code, message: 'coded', request_id: 'r' }));
    });
    await new Promise<void>((resolve) => businessApi.listen(0, '127.0.0.1', resolve));
    const business = `http://127.0.0.1:${(businessApi.address() as AddressInfo).port}`;
    const coded = new HttpChannelStatistics(
      { tiktok: { ...fake.clients.tiktok!, bases: { ...fake.clients.tiktok!.bases, business } } },
      connections,
    );
    try {
      expect(await coded.fetch('tiktok', channel.providerAccountId)).toMatchObject({ isBusinessAccount: null });
      code = 40100;
      await expect(coded.fetch('tiktok', channel.providerAccountId)).rejects.toThrow('40100');
      code = 50002;
      await expect(coded.fetch('tiktok', channel.providerAccountId)).rejects.toThrow('50002');
    } finally {
      await new Promise<void>((resolve) => businessApi.close(() => resolve()));
    }
  });

  it('takes a TikTok account without a public video as created now (its age is that of its oldest video)', async () => {
    const channel = await connected('tiktok', 'ShyDancer');
    // The fake's API, but with an empty video list.
    const api = createServer((req, res) => {
      if (req.url?.startsWith('/tiktok/v2/video/list/')) {
        res.writeHead(200, { 'content-type': 'application/json' });
        res.end(JSON.stringify({ data: { videos: [], cursor: 0, has_more: false }, error: { code: 'ok', message: '' } }));
        return;
      }
      void fetch(`${fake.url}${req.url}`, { headers: req.headers as Record<string, string> }).then(async (answer) => {
        res.writeHead(answer.status, { 'content-type': 'application/json' }).end(await answer.text());
      });
    });
    await new Promise<void>((resolve) => api.listen(0, '127.0.0.1', resolve));
    const base = `http://127.0.0.1:${(api.address() as AddressInfo).port}/tiktok`;
    const shy = new HttpChannelStatistics(
      { tiktok: { ...fake.clients.tiktok!, bases: { ...fake.clients.tiktok!.bases, api: base } } },
      connections,
    );
    try {
      const before = Date.now();
      const stats = await shy.fetch('tiktok', channel.providerAccountId);
      expect(stats).toMatchObject({ followers: sandboxChannelFigures('tiktok', 'ShyDancer', NOW).followers, isBusinessAccount: true });
      expect(stats!.accountCreatedAt.getTime()).toBeGreaterThanOrEqual(before);
    } finally {
      await new Promise<void>((resolve) => api.close(() => resolve()));
    }
  });

  it('answers no data for an unknown channel, an invalid grant and a refused read', async () => {
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
    const otherTiktok = await connected('tiktok', 'OtherDancer');
    await connections.save({
      ...otherTiktok,
      id: globalThis.crypto.randomUUID(),
      userId: globalThis.crypto.randomUUID(),
      providerAccountId: '-000someoneelse',
    });
    expect(await statistics.fetch('tiktok', '-000someoneelse')).toBeNull();
  });

  it('throws on an outage, so the verification job retries instead of refusing', async () => {
    const channel = await connected('twitch', 'Outage');
    const youtube = await connected('youtube', 'OutageTuber');
    const tiktok = await connected('tiktok', 'OutageDancer');
    fake.setFailing(true);
    try {
      await expect(statistics.fetch('twitch', channel.providerAccountId)).rejects.toThrow('503');
      await expect(statistics.fetch('youtube', youtube.providerAccountId)).rejects.toThrow('503');
      await expect(statistics.fetch('tiktok', tiktok.providerAccountId)).rejects.toThrow('503');
    } finally {
      fake.setFailing(false);
    }
  });
});
