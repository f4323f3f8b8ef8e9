import { describe, expect, it } from 'vitest';
import { useTestApp } from '../testing/test-app.ts';

const app = useTestApp({ seedDemoData: true });

describe('GET /api/auth/session', () => {
  it('answers {} when signed out', async () => {
    const { status, body } = await app.client().json('/api/auth/session');
    expect(status).toBe(200);
    expect(body).toEqual({});
  });

  it('describes the user and company after a credentials sign-in', async () => {
    const client = app.client();
    const signIn = await client.signIn('democompany', 'demopassword1', '/home');
    expect(signIn.status).toBe(200);
    expect(signIn.body).toEqual({ url: `${app.url}/home` });
    const { body } = await client.json<{ user: Record<string, unknown>; expires: string }>('/api/auth/session');
    expect(body.user).toMatchObject({ username: 'democompany', userType: 'Company', company: { name: 'Demo Studio', isVerified: true } });
    expect(new Date(body.expires).getTime()).toBeGreaterThan(Date.now() + 29 * 24 * 3600_000);
  });
});

describe('session cookie', () => {
  it('is HttpOnly and SameSite=Lax, and not Secure over plain http', async () => {
    const client = app.client();
    const csrfToken = await client.csrfToken();
    const response = await client.request('/api/auth/callback/credentials', {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ csrfToken, username: 'democreator', password: 'demopassword1', json: 'true' }).toString(),
    });
    const cookie = response.headers.getSetCookie().find((c) => c.startsWith('lurkit.session-token='));
    expect(cookie).toMatch(/HttpOnly/i);
    expect(cookie).toMatch(/SameSite=Lax/i);
    expect(cookie).not.toMatch(/Secure/i);
  });
});

describe('GET /api/auth/csrf and /providers', () => {
  it('issues a token with its cookie and keeps it stable for the same browser', async () => {
    const client = app.client();
    const first = await client.csrfToken();
    expect(first).toMatch(/^[0-9a-f]{64}$/);
    expect(client.cookie('lurkit.csrf-token')).toBeDefined();
    expect(await client.csrfToken()).toBe(first);
  });

  it('lists credentials, twitch, youtube and tiktok', async () => {
    const { body } = await app.client().json<Record<string, { id: string; type: string }>>('/api/auth/providers');
    expect(Object.keys(body).sort()).toEqual(['credentials', 'tiktok', 'twitch', 'youtube']);
    expect(body.credentials).toMatchObject({ id: 'credentials', type: 'credentials' });
    expect(body.twitch).toMatchObject({ id: 'twitch', type: 'oauth' });
  });
});

describe('CSRF protection', () => {
  it('refuses a sign-in without a valid csrfToken and creates no session', async () => {
    const client = app.client();
    await client.csrfToken();
    const { status, body } = await client.postForm('/api/auth/callback/credentials', {
      csrfToken: 'forged',
      username: 'democompany',
      password: 'demopassword1',
      json: 'true',
    });
    expect(status).toBe(403);
    expect(body.error).toBe('CSRF_TOKEN_INVALID');
    expect((await client.json('/api/auth/session')).body).toEqual({});
  });

  it('refuses a sign-out without a valid csrfToken and keeps the session', async () => {
    const client = app.client();
    await client.signIn('democompany', 'demopassword1');
    const { status } = await client.postForm('/api/auth/signout', { json: 'true' });
    expect(status).toBe(403);
    expect((await client.json<{ user?: unknown }>('/api/auth/session')).body.user).toBeDefined();
  });
});

describe('POST /api/auth/callback/credentials failures', () => {
  it('answers an unknown username exactly as a wrong password (401, 1202), so it reveals no account', async () => {
    const unknown = await app.client().signIn('nobodyhere', 'demopassword1');
    const wrong = await app.client().signIn('democreator', 'wrongpassword1');
    expect(unknown).toEqual(wrong);
    expect(unknown).toMatchObject({ status: 401, body: { error: '1202', url: `${app.url}/login?error=1202` } });
  });

  it('answers 401 with 1202 for a wrong password', async () => {
    const { status, body } = await app.client().signIn('democreator', 'wrongpassword1');
    expect(status).toBe(401);
    expect(body.error).toBe('1202');
    expect(body.message).toBe('Invalid username or password.');
  });

  it('accepts the email address in place of the username', async () => {
    const { status } = await app.client().signIn('democreator@example.com', 'demopassword1');
    expect(status).toBe(200);
  });

  it('never redirects to another site after sign-in', async () => {
    const { body } = await app.client().signIn('democreator', 'demopassword1', 'https://evil.example.com/steal');
    expect(body.url).toBe(`${app.url}/`);
  });
});

describe('POST /api/auth/signout', () => {
  it('ends the session and clears the cookie', async () => {
    const client = app.client();
    await client.signIn('democreator', 'demopassword1');
    const { status, body } = await client.signOut();
    expect(status).toBe(200);
    expect(body.url).toBe(`${app.url}/login`);
    expect((await client.json('/api/auth/session')).body).toEqual({});
  });

  it('makes the old cookie useless even if a client keeps it', async () => {
    const client = app.client();
    await client.signIn('democreator', 'demopassword1');
    const stolen = client.cookieHeader;
    await client.signOut();
    const response = await fetch(`${app.url}/api/auth/session`, { headers: { cookie: stolen } });
    expect(await response.json()).toEqual({});
  });
});

describe('OAuth providers without client ids', () => {
  it.each(['twitch', 'youtube', 'tiktok'])('%s sign-in goes to the visible sandbox provider outside production', async (provider) => {
    const client = app.client();
    const { status, body } = await client.postForm(`/api/auth/signin/${provider}`, {
      csrfToken: await client.csrfToken(),
      callbackUrl: '/',
      json: 'true',
    });
    expect(status).toBe(200);
    const consent = new URL(body.url!);
    expect(consent.pathname.startsWith(`/dev/oauth/${provider}/`)).toBe(true);
    expect(consent.searchParams.get('code_challenge_method')).toBe('S256');
  });

  it('an unknown provider answers 404', async () => {
    const client = app.client();
    const { status, body } = await client.postForm('/api/auth/signin/myspace', { csrfToken: await client.csrfToken() });
    expect(status).toBe(404);
    expect(body.error).toBe('PROVIDER_UNKNOWN');
  });
});

describe('POST /api/auth/_log', () => {
  it("accepts a client log entry from the app's own pages", async () => {
    const client = app.client();
    const { status, body } = await client.postForm('/api/auth/_log', {
      csrfToken: await client.csrfToken(),
      level: 'error',
      code: 'CLIENT_FETCH_ERROR',
    });
    expect(status).toBe(200);
    expect(body).toEqual({});
  });

  it('refuses an anonymous cross-site write (no CSRF token)', async () => {
    const { status, body } = await app.client().postForm('/api/auth/_log', { level: 'error', code: 'CLIENT_FETCH_ERROR' });
    expect(status).toBe(403);
    expect(body.error).toBe('CSRF_TOKEN_INVALID');
  });

  it.each([
    ['an unknown level', { level: 'fatal' }],
    ['a long code', { code: 'x'.repeat(101) }],
    ['large details', { metadata: { text: 'x'.repeat(3000) } }],
  ])('refuses %s with 400', async (_case, fields) => {
    const client = app.client();
    const { status, body } = await client.json('/api/auth/_log', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ csrfToken: await client.csrfToken(), ...fields }),
    });
    expect(status).toBe(400);
    expect(body.error).toBe('BAD_REQUEST');
  });
});

describe('auth forms of the wrong shape answer 400, never a fault', () => {
  const signInWith = async (fields: Record<string, unknown>) => {
    const client = app.client();
    return client.json<{ error?: string }>('/api/auth/callback/credentials', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ csrfToken: await client.csrfToken(), password: 'demopassword1', ...fields }),
    });
  };

  it.each([
    ['an object as the username', { username: { toString: 'x' } }, 'BAD_REQUEST'],
    ['a list as the username', { username: ['democreator', 'democompany'] }, 'BAD_REQUEST'],
    ['a NUL in the username', { username: 'demo\u0000creator' }, 'INVALID_CHARACTER'],
  ])('%s', async (_case, fields, code) => {
    const { status, body } = await signInWith(fields);
    expect(status).toBe(400);
    expect(body.error).toBe(code);
  });

  it('a field sent twice in a form', async () => {
    const client = app.client();
    const form = new URLSearchParams({ csrfToken: await client.csrfToken(), username: 'democreator', password: 'demopassword1' });
    form.append('username', 'democompany');
    const { status, body } = await client.json('/api/auth/callback/credentials', {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: form.toString(),
    });
    expect(status).toBe(400);
    expect(body.error).toBe('BAD_REQUEST');
  });
});

describe('a new sign-in in the same browser', () => {
  it('ends the session that browser had, on the server', async () => {
    const client = app.client();
    await client.signIn('democreator', 'demopassword1');
    const first = client.cookieHeader;
    await client.signIn('democompany', 'demopassword1');
    expect((await client.json<{ user?: { username: string } }>('/api/auth/session')).body.user?.username).toBe('democompany');
    const replayed = await fetch(`${app.url}/api/auth/session`, { headers: { cookie: first } });
    expect(await replayed.json()).toEqual({});
  });
});
