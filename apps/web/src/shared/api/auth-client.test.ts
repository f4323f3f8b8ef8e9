import { afterEach, describe, expect, it, vi } from 'vitest';
import { signInWithCredentials } from './auth-client.ts';

/** A fake /api/auth: the CSRF endpoint and one sign-in answer; records the posted form. */
function authServer(signIn: { status: number; body: unknown }) {
  const posted: Record<string, string> = {};
  vi.stubGlobal('fetch', async (url: string, init?: RequestInit) => {
    if (url === '/api/auth/csrf') return Response.json({ csrfToken: 'csrf-1' });
    for (const [key, value] of new URLSearchParams(String(init?.body))) posted[key] = value;
    return Response.json(signIn.body, { status: signIn.status });
  });
  return posted;
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('signInWithCredentials', () => {
  it('posts the form with the CSRF token and answers the url on success', async () => {
    const posted = authServer({ status: 200, body: { url: 'http://localhost/home' } });
    const result = await signInWithCredentials({ username: 'acme1', password: 'secret123', callbackUrl: '/home' });
    expect(result).toEqual({ ok: true, url: 'http://localhost/home' });
    expect(posted).toEqual({ username: 'acme1', password: 'secret123', callbackUrl: '/home', csrfToken: 'csrf-1', json: 'true' });
  });

  it('turns a 401 body into a form error with the account code', async () => {
    authServer({ status: 401, body: { error: '1207', message: 'Please verify your email address.', url: '/login' } });
    const result = await signInWithCredentials({ username: 'acme1', password: 'secret123', callbackUrl: '/' });
    expect(result).toEqual({ ok: false, error: { code: '1207', message: 'Please verify your email address.' } });
  });

  it('reports the status when the failure has no account code', async () => {
    authServer({ status: 500, body: null });
    const result = await signInWithCredentials({ username: 'acme1', password: 'secret123', callbackUrl: '/' });
    expect(result.ok).toBe(false);
    expect(result.ok ? null : result.error.code).toBe('500');
  });
});
