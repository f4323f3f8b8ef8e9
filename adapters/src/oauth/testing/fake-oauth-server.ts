import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { ChannelProvider } from '@lurkit/core/shared/channel-statistics.port.ts';
import type { OAuthClients } from '../oauth-protocols.ts';
import { sandboxOAuthServer } from '../sandbox-oauth-server.ts';

/**
 * Twitch, Google and TikTok's OAuth endpoints on a free local port (the sandbox's protocol code),
 * with clients for the real adapter pointed at it. `now` is the instant the channels' figures and uploads
 * are read at (the test's clock), the wall clock unless given.
 */
export async function startFakeOAuthServer(options: { now?: () => number } = {}) {
  const oauth = sandboxOAuthServer(undefined, options.now);
  let failing = false;
  const server = createServer((req, res) => {
    if (failing) {
      res.writeHead(503).end();
      return;
    }
    oauth.handle(req, res);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const client = (provider: ChannelProvider) => {
    const base = `${url}/${provider}`;
    return { clientId: `test-${provider}`, clientSecret: 'test-secret', bases: { auth: base, token: base, api: base }, sandbox: false };
  };
  const clients: OAuthClients = { twitch: client('twitch'), youtube: client('youtube'), tiktok: client('tiktok') };
  return {
    url,
    clients,
    revoke: oauth.revoke,
    putVideo: oauth.putVideo,
    setLive: oauth.setLive,
    /** Every request answers 503 until set back: an outage, not a refusal. */
    setFailing: (value: boolean) => {
      failing = value;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
