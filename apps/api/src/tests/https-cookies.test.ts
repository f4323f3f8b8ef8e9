import { describe, expect, it } from 'vitest';
import { useTestApp } from '../testing/test-app.ts';
import { DEMO_CREATOR_USERNAME, DEMO_PASSWORD } from '../seed/demo-world.ts';

// Behind https (APP_URL), as in production; the test still speaks plain http to the local port.
const app = useTestApp({ seedDemoData: true, env: { APP_URL: 'https://lurkit.example' } });

describe('session cookie over https', () => {
  it('is __Host-: Secure, HttpOnly, Path=/ and with no Domain, and keeps the browser signed in', async () => {
    const client = app.client();
    const csrfToken = await client.csrfToken();
    const response = await client.request('/api/auth/callback/credentials', {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ csrfToken, username: DEMO_CREATOR_USERNAME, password: DEMO_PASSWORD, json: 'true' }).toString(),
    });
    expect(response.status).toBe(200);
    const cookie = response.headers.getSetCookie().find((c) => c.startsWith('__Host-lurkit.session-token='));
    expect(cookie).toMatch(/; Secure/i);
    expect(cookie).toMatch(/; HttpOnly/i);
    expect(cookie).toMatch(/; Path=\/(;|$)/);
    expect(cookie).not.toMatch(/Domain=/i);
    expect((await client.json<{ user?: { username: string } }>('/api/auth/session')).body.user?.username).toBe(DEMO_CREATOR_USERNAME);
  });
});
