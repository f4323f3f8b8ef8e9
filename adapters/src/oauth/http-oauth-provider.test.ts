import type { ChannelProvider } from '@lurkit/core/shared/channel-statistics.port.ts';
import { generateCodeVerifier, generateState } from 'arctic';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { HttpOAuthProvider } from './http-oauth-provider.ts';
import { sandboxAccountId } from './sandbox-oauth-server.ts';
import { startFakeOAuthServer } from './testing/fake-oauth-server.ts';

let fake: Awaited<ReturnType<typeof startFakeOAuthServer>>;
let adapter: HttpOAuthProvider;
const redirectUri = 'http://app.test/api/auth/callback/twitch';

beforeAll(async () => {
  fake = await startFakeOAuthServer();
  adapter = new HttpOAuthProvider(fake.clients);
});
afterAll(() => fake.close());

/** Goes through the consent page as a person would: open it, authorise as `login`, follow the redirect's code. */
async function consent(provider: ChannelProvider, login: string, decision: 'allow' | 'deny' = 'allow') {
  const attempt = { state: generateState(), codeVerifier: generateCodeVerifier(), redirectUri };
  const page = await fetch(adapter.authorizationUrl(provider, attempt));
  expect(page.status).toBe(200);
  expect(await page.text()).toContain('Authorize Lurkit');
  const query = new URL(adapter.authorizationUrl(provider, attempt)).searchParams;
  const form = new URLSearchParams([...query.entries(), ['login', login], ['decision', decision]]);
  const answer = await fetch(adapter.authorizationUrl(provider, attempt), { method: 'POST', body: form, redirect: 'manual' });
  const back = new URL(answer.headers.get('location') ?? '');
  expect(back.searchParams.get('state')).toBe(attempt.state);
  return { attempt, code: back.searchParams.get('code'), error: back.searchParams.get('error') };
}

describe.each(['twitch', 'youtube', 'tiktok'] as const)('%s over its documented OAuth endpoints', (provider) => {
  it('asks for consent with PKCE (S256) and the provider’s client id parameter', () => {
    const url = new URL(adapter.authorizationUrl(provider, { state: 's', codeVerifier: generateCodeVerifier(), redirectUri }));
    expect(url.searchParams.get(provider === 'tiktok' ? 'client_key' : 'client_id')).toBe(`test-${provider}`);
    expect(url.searchParams.get('code_challenge_method')).toBe('S256');
    expect(url.searchParams.get('state')).toBe('s');
  });

  it('exchanges the code with its verifier for tokens and the account, and refreshes them', async () => {
    const { attempt, code } = await consent(provider, 'AnnaStreams');
    const grant = await adapter.exchangeCode(provider, { code: code!, codeVerifier: attempt.codeVerifier, redirectUri });
    expect(grant.ok).toBe(true);
    if (!grant.ok) return;
    expect(grant.value.account).toMatchObject({ id: sandboxAccountId(provider, 'AnnaStreams'), displayName: 'AnnaStreams' });
    expect(grant.value.tokens.refreshToken).toEqual(expect.any(String));
    expect(grant.value.tokens.accessTokenExpiresAt!.getTime()).toBeGreaterThan(Date.now());
    const refreshed = await adapter.refresh(provider, grant.value.tokens.refreshToken!);
    expect(refreshed.ok && refreshed.value.accessToken).not.toBe(grant.value.tokens.accessToken);
  });

  it('is refused with a wrong verifier, a reused redirect or a revoked grant, and throws on an outage', async () => {
    const { attempt, code } = await consent(provider, 'WrongVerifier');
    expect((await adapter.exchangeCode(provider, { code: code!, codeVerifier: generateCodeVerifier(), redirectUri })).ok).toBe(false);
    expect(
      (await adapter.exchangeCode(provider, { code: code!, codeVerifier: attempt.codeVerifier, redirectUri: 'http://evil.test/' })).ok,
    ).toBe(false);
    const good = await consent(provider, 'Revoker');
    const grant = await adapter.exchangeCode(provider, { code: good.code!, codeVerifier: good.attempt.codeVerifier, redirectUri });
    if (!grant.ok) throw new Error('expected a grant');
    fake.revoke(provider, 'Revoker');
    expect((await adapter.refresh(provider, grant.value.tokens.refreshToken!)).ok).toBe(false);
    fake.setFailing(true);
    try {
      await expect(adapter.refresh(provider, grant.value.tokens.refreshToken!)).rejects.toThrow();
    } finally {
      fake.setFailing(false);
    }
  });

  it('sends the person back with access_denied when they cancel', async () => {
    expect(await consent(provider, 'Canceller', 'deny')).toMatchObject({ code: null, error: 'access_denied' });
  });
});
