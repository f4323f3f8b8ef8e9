import { describe, expect, it } from 'vitest';
import { HelixLiveStreams } from '@lurkit/adapters/channel-statistics/helix-live-streams.ts';
import { oauthClientsFromEnv } from '@lurkit/adapters/oauth/oauth-protocols.ts';
import { sandboxAccountId } from '@lurkit/adapters/oauth/sandbox-oauth-server.ts';
import { useTestApp } from '../testing/test-app.ts';

const app = useTestApp();

const postLive = (fields: Record<string, string>) =>
  fetch(`${app.localUrl}/dev/live`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams(fields).toString(),
    redirect: 'manual',
  });

describe('the sandbox Twitch live page (/dev/live)', () => {
  it('puts a channel on air now with the game named, as Helix streams then reads it, and off air again', async () => {
    const helix = new HelixLiveStreams(oauthClientsFromEnv({ NODE_ENV: 'test' }, app.localUrl).twitch, {
      findByProviderAccount: async () => null,
    });
    // A channel of its own: the sandbox's daily schedule may or may not have it on air by itself.
    const channel = sandboxAccountId('twitch', 'LiveSandboxCheck');
    const before = Date.now();
    expect((await postLive({ login: 'LiveSandboxCheck', game: 'Tidewater Trails', state: 'live' })).status).toBe(303);
    const [stream] = await helix.readLive([channel]);
    expect(stream).toMatchObject({ providerChannelId: channel, gameName: 'Tidewater Trails', viewers: 120 });
    expect(stream!.startedAt.getTime()).toBeGreaterThanOrEqual(Math.floor(before / 1000) * 1000);

    expect((await postLive({ login: 'LiveSandboxCheck', state: 'offline' })).status).toBe(303);
    expect(await helix.readLive([channel])).toEqual([]);
  });

  it('refuses a name that is no Twitch account name, or no choice, with a 400 and changes nothing', async () => {
    const refused: Record<string, string>[] = [
      { login: 'not a name!', state: 'live' },
      { login: 'LiveSandboxCheck' },
      { login: '', state: 'live' },
    ];
    for (const fields of refused) {
      const answer = await postLive(fields);
      expect(answer.status).toBe(400);
      expect(await answer.text()).toContain('Give a Twitch account name');
    }
  });
});
