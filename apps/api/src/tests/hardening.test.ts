import { Writable } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../testing/test-app.ts';
import { DEMO_COMPANY_USERNAME, DEMO_PASSWORD } from '../seed/demo-world.ts';

const logLines: string[] = [];
const logs = new Writable({
  write(chunk, _encoding, done) {
    logLines.push(String(chunk));
    done();
  },
});
const app = useTestApp({ seedDemoData: true, env: { LOG_LEVEL: 'info' }, logDestination: logs });

describe('secrets stay out of the logs', () => {
  it('logs neither the session token nor the CSRF token of a sign-in, only [Redacted]', async () => {
    const client = app.client();
    expect((await client.signIn(DEMO_COMPANY_USERNAME, DEMO_PASSWORD)).status).toBe(200);
    const session = [...client.cookieHeader.split('; ')].find((c) => c.includes('session'))?.split('=')[1];
    expect(session).toBeTruthy();
    await client.json('/api/auth/session');
    const written = logLines.join('');
    expect(written).toContain('/api/auth/session');
    expect(written).not.toContain(session);
    expect(written).toContain('[Redacted]');
  });
});

describe('headers on every answer', () => {
  it('API answers are never cached and every answer forbids browser features the app does not use', async () => {
    const response = await app.client().request('/api/auth/session');
    expect(response.headers.get('cache-control')).toBe('no-store');
    expect(response.headers.get('permissions-policy')).toContain('camera=()');
  });
});

describe('bad requests answer 400 with a code, never a fault', () => {
  it('a variable of the wrong type', async () => {
    for (const token of [5, { toString: 'x' }]) {
      const answer = await app
        .client()
        .gql('VerifyEmail', 'mutation VerifyEmail($token: String!) { verifyEmail(token: $token) }', { token });
      expect(answer.status).toBe(400);
      expect(answer.errors[0]?.extensions?.code).toBe('BAD_USER_INPUT');
    }
    expect(logLines.join('')).not.toContain('GraphQL resolver failed');
  });
});
