import { describe, expect, it } from 'vitest';
import { DAY_MS, MINUTE_MS, addMs } from '../../shared/time.ts';
import { MAX_FAILED_SIGN_IN_ATTEMPTS, SIGN_IN_LOCK_MINUTES, VERIFICATION_GRACE_DAYS } from '../domain/sign-in-policy.ts';
import type { User } from '../domain/user.entity.ts';
import { BUILDER_NOW, DEFAULT_PASSWORD, aUser } from '../testing/builders.ts';
import { accountsTestDeps, seed } from '../testing/accounts-test-deps.ts';
import { SignInWithPassword } from './sign-in-with-password.ts';

async function setup(user: User) {
  const deps = accountsTestDeps();
  await seed(deps, { users: [user] });
  return { deps, signIn: new SignInWithPassword(deps) };
}

const stored = async (deps: ReturnType<typeof accountsTestDeps>, id: string) => {
  const user = await deps.users.findById(id);
  if (!user) throw new Error('user vanished');
  return user;
};

describe('SignInWithPassword', () => {
  it('signs in by username in any case', async () => {
    const user = aUser().withUsername('quietfox').build();
    const { signIn } = await setup(user);

    expect(await signIn.execute({ username: 'QuietFox', password: DEFAULT_PASSWORD })).toEqual({ ok: true, value: { userId: user.id } });
  });

  it('signs in by email address in any case', async () => {
    const user = aUser().withEmail('fox@example.com').build();
    const { signIn } = await setup(user);

    expect(await signIn.execute({ username: ' Fox@Example.com ', password: DEFAULT_PASSWORD })).toEqual({
      ok: true,
      value: { userId: user.id },
    });
  });

  it('answers 1201 for an unknown username or email, after running the hasher all the same', async () => {
    const { deps, signIn } = await setup(aUser().build());
    const verify = deps.hasher.verify.bind(deps.hasher);
    let verified = 0;
    deps.hasher.verify = async (hash, password) => {
      verified++;
      return verify(hash, password);
    };

    const byName = await signIn.execute({ username: 'nobodyhere', password: DEFAULT_PASSWORD });
    const byEmail = await signIn.execute({ username: 'nobody@example.com', password: DEFAULT_PASSWORD });
    const empty = await signIn.execute({ username: '  ', password: DEFAULT_PASSWORD });

    expect([byName, byEmail, empty].map((r) => !r.ok && r.error.code)).toEqual(['1201', '1201', '1201']);
    expect(verified).toBe(3);
  });

  it('answers 1202 for a wrong password and counts the failure', async () => {
    const user = aUser().build();
    const { deps, signIn } = await setup(user);

    const result = await signIn.execute({ username: user.username, password: 'wrong1234' });

    expect(!result.ok && result.error.code).toBe('1202');
    expect((await stored(deps, user.id)).failedSignInAttempts).toBe(1);
  });

  it('answers 1202 on the 4th failure in a row and 1206 with the lock length on the 5th', async () => {
    const user = aUser()
      .withFailedSignInAttempts(MAX_FAILED_SIGN_IN_ATTEMPTS - 2)
      .build();
    const { deps, signIn } = await setup(user);

    const fourth = await signIn.execute({ username: user.username, password: 'wrong1234' });
    expect(!fourth.ok && fourth.error.code).toBe('1202');
    expect((await stored(deps, user.id)).lockedUntil).toBeNull();

    const fifth = await signIn.execute({ username: user.username, password: 'wrong1234' });
    expect(fifth.ok).toBe(false);
    if (fifth.ok) return;
    expect(fifth.error.code).toBe('1206');
    expect(fifth.error.message).toBe('Too many failed sign-in attempts (5). The account is locked for 15 minutes.');
    expect((await stored(deps, user.id)).lockedUntil).toEqual(addMs(BUILDER_NOW, SIGN_IN_LOCK_MINUTES * MINUTE_MS));
  });

  it('refuses even the right password while locked, and accepts it exactly when the lock ends', async () => {
    const lockEnds = addMs(BUILDER_NOW, SIGN_IN_LOCK_MINUTES * MINUTE_MS);
    const user = aUser().lockedUntil(lockEnds).build();
    const { deps, signIn } = await setup(user);

    deps.clock.set(addMs(lockEnds, -1));
    const during = await signIn.execute({ username: user.username, password: DEFAULT_PASSWORD });
    expect(!during.ok && during.error.code).toBe('1206');

    deps.clock.set(lockEnds);
    const after = await signIn.execute({ username: user.username, password: DEFAULT_PASSWORD });
    expect(after.ok).toBe(true);
    expect(await stored(deps, user.id)).toMatchObject({ failedSignInAttempts: 0, lockedUntil: null });
  });

  it('starts a fresh count after a lock has run out', async () => {
    const lockEnds = addMs(BUILDER_NOW, SIGN_IN_LOCK_MINUTES * MINUTE_MS);
    const user = aUser().lockedUntil(lockEnds).withFailedSignInAttempts(4).build();
    const { deps, signIn } = await setup(user);
    deps.clock.set(lockEnds);

    const result = await signIn.execute({ username: user.username, password: 'wrong1234' });

    expect(!result.ok && result.error.code).toBe('1202');
    expect(await stored(deps, user.id)).toMatchObject({ failedSignInAttempts: 1, lockedUntil: null });
  });

  it('resets the failure count after the right password', async () => {
    const user = aUser().withFailedSignInAttempts(3).build();
    const { deps, signIn } = await setup(user);

    await signIn.execute({ username: user.username, password: DEFAULT_PASSWORD });

    expect((await stored(deps, user.id)).failedSignInAttempts).toBe(0);
  });

  it.each([
    ['inactive', '1203'],
    ['locked', '1204'],
  ] as const)('refuses an %s account with %s before looking at the password', async (status, code) => {
    const user = aUser().withStatus(status).build();
    const { deps, signIn } = await setup(user);

    const right = await signIn.execute({ username: user.username, password: DEFAULT_PASSWORD });
    const wrong = await signIn.execute({ username: user.username, password: 'wrong1234' });

    expect(!right.ok && right.error.code).toBe(code);
    expect(!wrong.ok && wrong.error.code).toBe(code);
    expect((await stored(deps, user.id)).failedSignInAttempts).toBe(0);
  });

  it('lets an unverified account sign in until the grace period ends, then answers 1207', async () => {
    const user = aUser().unverified().createdAt(BUILDER_NOW).build();
    const { deps, signIn } = await setup(user);
    const graceEnds = addMs(BUILDER_NOW, VERIFICATION_GRACE_DAYS * DAY_MS);

    deps.clock.set(addMs(graceEnds, -1));
    expect((await signIn.execute({ username: user.username, password: DEFAULT_PASSWORD })).ok).toBe(true);

    deps.clock.set(graceEnds);
    const after = await signIn.execute({ username: user.username, password: DEFAULT_PASSWORD });
    expect(!after.ok && after.error.code).toBe('1207');
  });

  it('ends a run of failures on the right password even when 1207 still refuses the sign-in', async () => {
    const user = aUser().unverified().withFailedSignInAttempts(4).build();
    const { deps, signIn } = await setup(user);
    deps.clock.advance(VERIFICATION_GRACE_DAYS * DAY_MS);

    const result = await signIn.execute({ username: user.username, password: DEFAULT_PASSWORD });

    expect(!result.ok && result.error.code).toBe('1207');
    expect((await stored(deps, user.id)).failedSignInAttempts).toBe(0);
  });

  it('lets a verified account sign in long after registering', async () => {
    const user = aUser().build();
    const { deps, signIn } = await setup(user);
    deps.clock.advance(365 * DAY_MS);

    expect((await signIn.execute({ username: user.username, password: DEFAULT_PASSWORD })).ok).toBe(true);
  });
});
