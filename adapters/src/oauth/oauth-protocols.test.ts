import { describe, expect, it } from 'vitest';
import { oauthClientsFromEnv } from './oauth-protocols.ts';

describe('OAuth clients from the environment', () => {
  it('uses the real provider when its client id is set and the sandbox for the others', () => {
    const clients = oauthClientsFromEnv({ TWITCH_CLIENT_ID: 'abc', TWITCH_CLIENT_SECRET: 'shh' }, 'http://localhost:3000');
    expect(clients.twitch).toMatchObject({ clientId: 'abc', clientSecret: 'shh', sandbox: false, bases: { auth: 'https://id.twitch.tv' } });
    expect(clients.youtube).toMatchObject({ sandbox: true, bases: { auth: 'http://localhost:3000/dev/oauth/youtube' } });
  });

  it('never signs in through the sandbox in production: a provider without credentials is not configured', () => {
    const clients = oauthClientsFromEnv({ NODE_ENV: 'production', TIKTOK_CLIENT_KEY: 'key' }, 'https://lurkit.example');
    expect(Object.keys(clients)).toEqual(['tiktok']);
  });
});
