import { describe, expect, it } from 'vitest';
import { hashSecret } from '../../shared/secret-token.ts';
import { addMs } from '../../shared/time.ts';
import { SESSION_MAX_AGE_MS } from '../domain/session.entity.ts';
import { BUILDER_NOW, aUser } from '../testing/builders.ts';
import { accountsTestDeps, seed } from '../testing/accounts-test-deps.ts';
import { StartSession } from './start-session.ts';

describe('StartSession', () => {
  it('stores only the hash of the cookie secret, expiring after the maximum age', async () => {
    const deps = accountsTestDeps();
    const user = aUser().build();
    await seed(deps, { users: [user] });

    const result = await new StartSession(deps).execute({ userId: user.id });

    expect(result.ok).toBe(true);
    if (!result.ok) return;
    const expires = addMs(BUILDER_NOW, SESSION_MAX_AGE_MS);
    expect(result.value.expires).toEqual(expires);
    expect(await deps.sessions.findById(result.value.token)).toBeNull();
    expect(await deps.sessions.findById(await hashSecret(result.value.token))).toEqual({
      id: await hashSecret(result.value.token),
      userId: user.id,
      createdAt: BUILDER_NOW,
      expiresAt: expires,
    });
  });

  it('gives every sign-in its own secret', async () => {
    const deps = accountsTestDeps();
    const startSession = new StartSession(deps);

    const first = await startSession.execute({ userId: 'a' });
    const second = await startSession.execute({ userId: 'a' });

    expect(first.ok && second.ok && first.value.token !== second.value.token).toBe(true);
  });
});
