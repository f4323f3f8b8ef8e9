import { createServer } from 'node:http';
import { freePort } from '@lurkit/adapters/postgres/shared/embedded-database.ts';
import { useTestDatabase } from '@lurkit/adapters/testing/test-database.ts';
import { expect, it } from 'vitest';
import { startApp } from '../start-app.ts';

const database = useTestDatabase();

type Outcome = { status: number; retryAfter: string | null } | 'refused' | 'hung';

async function probe(url: string): Promise<Outcome> {
  try {
    const response = await fetch(url, { signal: AbortSignal.timeout(5_000) });
    await response.arrayBuffer();
    return { status: response.status, retryAfter: response.headers.get('retry-after') };
  } catch (error) {
    return error instanceof Error && error.name === 'TimeoutError' ? 'hung' : 'refused';
  }
}

it('answers every request that arrives while it starts: 503 with Retry-After until ready, never a hang', async () => {
  const port = await freePort();
  const url = `http://localhost:${port}/api/auth/csrf`;
  let started = false;
  const starting = startApp({
    databaseUrl: database().url,
    port,
    webDistDir: null,
    env: { ...process.env, LOG_LEVEL: 'silent', SMTP_URL: '', NODE_ENV: 'test' },
  }).finally(() => (started = true));

  const outcomes: Outcome[] = [];
  while (!started) {
    outcomes.push(...(await Promise.all([probe(url), probe(url), probe(url)])));
  }
  const app = await starting;
  try {
    outcomes.push(await probe(url));
    expect(outcomes).not.toContain('hung');
    const answered = outcomes.filter((o) => typeof o === 'object');
    expect(answered.find((o) => o.status === 503)).toEqual({ status: 503, retryAfter: '2' });
    expect(answered.at(-1)?.status).toBe(200);
    expect(answered.every((o) => o.status === 503 || o.status === 200)).toBe(true);
  } finally {
    await app.stop();
  }
});

it('refuses to start in production without AUTH_SECRET, saying so, and frees its port', async () => {
  const port = await freePort();
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    LOG_LEVEL: 'silent',
    NODE_ENV: 'production',
    SMTP_URL: 'smtp://127.0.0.1:9',
    SECRETS_KEY: 'ab'.repeat(32),
    STRIPE_SECRET_KEY: 'sk_test_x',
    STRIPE_WEBHOOK_SECRET: 'whsec_x',
    TROLLEY_ACCESS_KEY: 'AL_x',
    TROLLEY_SECRET_KEY: 'secret_x',
    TROLLEY_WEBHOOK_SECRET: 'whsec_trolley_x',
    AUTH_SECRET: '',
  };
  await expect(startApp({ databaseUrl: database().url, port, webDistDir: null, env })).rejects.toThrow(
    'AUTH_SECRET is required in production',
  );
  const server = createServer();
  await new Promise<void>((resolve, reject) => server.once('error', reject).listen(port, resolve));
  await new Promise<void>((resolve) => server.close(() => resolve()));
});
