import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { generateCodeVerifier } from 'arctic';
import { HttpOAuthProvider } from '@lurkit/adapters/oauth/http-oauth-provider.ts';
import { startFakeOAuthServer } from '@lurkit/adapters/oauth/testing/fake-oauth-server.ts';
import { useTestDatabase } from '@lurkit/adapters/testing/test-database.ts';
import { testSecrets } from '@lurkit/adapters/testing/test-secrets.ts';
import { scopeFactory } from '@lurkit/adapters/wiring/scope.ts';
import { Argon2idPasswordHasher } from '@lurkit/adapters/security/argon2id-password-hasher.ts';
import { PgBossJobQueue } from '@lurkit/adapters/jobs/pg-boss-job-queue.ts';
import { MikroOrmRateLimits } from '@lurkit/adapters/postgres/limits/mikro-orm-rate-limits.ts';
import { CompleteOAuthSignIn } from '@lurkit/core/connections/application/complete-oauth-sign-in.ts';
import { systemClock } from '@lurkit/core/shared/clock.port.ts';
import { refreshConnectionsHandler } from './refresh-connections.handler.ts';

const database = useTestDatabase();
let fake: Awaited<ReturnType<typeof startFakeOAuthServer>>;
let queue: PgBossJobQueue;
let jobScope: ReturnType<typeof scopeFactory>;

beforeAll(async () => {
  fake = await startFakeOAuthServer();
  queue = new PgBossJobQueue(database().url);
  jobScope = scopeFactory(database().orm.em, {
    clock: systemClock,
    hasher: new Argon2idPasswordHasher(),
    queue,
    appUrl: 'http://localhost',
    secrets: testSecrets,
    limits: new MikroOrmRateLimits(database().orm.em.fork()),
    oauthClients: fake.clients,
  });
});
afterAll(async () => {
  await fake.close();
});

/** A person who signed in with Twitch on the fake provider as `login`, their token made due for renewal. */
async function connectedThroughFake(login: string) {
  const adapter = new HttpOAuthProvider(fake.clients);
  const codeVerifier = generateCodeVerifier();
  const redirectUri = 'http://localhost/api/auth/callback/twitch';
  const consent = new URL(adapter.authorizationUrl('twitch', { state: 's', codeVerifier, redirectUri }));
  const form = new URLSearchParams([...consent.searchParams.entries(), ['login', login], ['decision', 'allow']]);
  const back = await fetch(consent, { method: 'POST', body: form, redirect: 'manual' });
  const code = new URL(back.headers.get('location')!).searchParams.get('code')!;
  const grant = await adapter.exchangeCode('twitch', { code, codeVerifier, redirectUri });
  if (!grant.ok) throw new Error('the fake refused the code');
  const signedIn = await jobScope().transaction((scope) =>
    new CompleteOAuthSignIn(scope.connections).execute({ signedInUserId: null, provider: 'twitch', grant: grant.value }),
  );
  if (!signedIn.ok) throw new Error(signedIn.error.message);
  await database()
    .orm.em.fork()
    .getConnection()
    .execute(`update user_connection set access_token_expires_at = now() + interval '5 minutes' where user_id = ?`, [
      signedIn.value.userId,
    ]);
  return signedIn.value.userId;
}

const connectionOf = async (userId: string) => (await jobScope().connections.connections.listByUser(userId))[0]!;

describe('the refresh-oauth-connections job', () => {
  it('renews tokens about to run out, and makes a connection whose grant was revoked invalid', async () => {
    const kept = await connectedThroughFake('KeptStreamer');
    const revoked = await connectedThroughFake('RevokedStreamer');
    const before = await connectionOf(kept);
    fake.revoke('twitch', 'RevokedStreamer');
    const logged: Record<string, unknown>[] = [];
    await refreshConnectionsHandler(
      jobScope,
      () => {},
      (entry) => void logged.push(entry),
    )({});
    const after = await connectionOf(kept);
    expect(after.tokens.accessToken).not.toBe(before.tokens.accessToken);
    expect(after.tokens.accessTokenExpiresAt!.getTime()).toBeGreaterThan(Date.now() + 3_600_000);
    expect(await connectionOf(revoked)).toMatchObject({ status: 'invalid', invalidatedAt: expect.any(Date) });
    expect(logged).toEqual([expect.objectContaining({ refreshed: 1, invalidated: 1 })]);
  });

  it('leaves connections as they were when the provider is down, and fails so pg-boss retries', async () => {
    const userId = await connectedThroughFake('OutageStreamer');
    fake.setFailing(true);
    try {
      await expect(
        refreshConnectionsHandler(
          jobScope,
          () => {},
          () => {},
        )({}),
      ).rejects.toThrow();
    } finally {
      fake.setFailing(false);
    }
    expect(await connectionOf(userId)).toMatchObject({ status: 'valid' });
  });
});
