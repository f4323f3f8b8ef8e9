import { describe, expect, it } from 'vitest';
import { addMs } from '../../shared/time.ts';
import type { User } from '../domain/user.entity.ts';
import { BUILDER_NOW, anAccountToken, aSession, aUser } from '../testing/builders.ts';
import { accountsTestDeps, seed } from '../testing/accounts-test-deps.ts';
import { fakePasswordHash } from '../testing/fake-password-hasher.ts';
import { ResetPassword } from './reset-password.ts';

async function setup(user: User, tokenEmail = user.email) {
  const deps = accountsTestDeps();
  const { accountToken, token } = await anAccountToken()
    .forUser(user)
    .withEmail(tokenEmail)
    .withPurpose('reset-password')
    .createdAt(BUILDER_NOW)
    .buildWithToken();
  const sessions = [aSession().forUser(user).build(), aSession().forUser(user).build()];
  await seed(deps, { users: [user], tokens: [accountToken], sessions });
  return { deps, accountToken, token, sessions, resetPassword: new ResetPassword(deps) };
}

const newPassword = { password: 'brandnew42', passwordConfirmation: 'brandnew42' };

describe('ResetPassword', () => {
  it('sets the new password, uses the link, clears the lock and signs out every session', async () => {
    const user = aUser().withFailedSignInAttempts(3).lockedUntil(addMs(BUILDER_NOW, 60_000)).build();
    const { deps, accountToken, token, sessions, resetPassword } = await setup(user);

    const result = await resetPassword.execute({ token, ...newPassword });

    expect(result).toEqual({ ok: true, value: { userId: user.id } });
    expect(await deps.users.findById(user.id)).toMatchObject({
      passwordHash: fakePasswordHash('brandnew42'),
      failedSignInAttempts: 0,
      lockedUntil: null,
    });
    expect((await deps.tokens.findByHash('reset-password', accountToken.hash))?.usedAt).toEqual(BUILDER_NOW);
    for (const session of sessions) expect(await deps.sessions.findById(session.id)).toBeNull();
  });

  it('verifies the address the link was mailed to', async () => {
    const user = aUser().unverified().build();
    const { deps, token, resetPassword } = await setup(user);

    await resetPassword.execute({ token, ...newPassword });

    expect((await deps.users.findById(user.id))?.emailVerifiedAt).toEqual(BUILDER_NOW);
  });

  it('leaves a changed address unverified', async () => {
    const user = aUser().unverified().withEmail('new@example.com').build();
    const { deps, token, resetPassword } = await setup(user, 'old@example.com');

    expect((await resetPassword.execute({ token, ...newPassword })).ok).toBe(true);

    expect((await deps.users.findById(user.id))?.emailVerifiedAt).toBeNull();
  });

  it('works in the link’s last millisecond and refuses it exactly at expiry', async () => {
    const user = aUser().build();
    const { deps, accountToken, token, resetPassword } = await setup(user);

    deps.clock.set(accountToken.expiresAt);
    const expired = await resetPassword.execute({ token, ...newPassword });
    expect(!expired.ok && expired.error.code).toBe('ACCOUNT.RESET_LINK_INVALID');

    deps.clock.set(addMs(accountToken.expiresAt, -1));
    expect((await resetPassword.execute({ token, ...newPassword })).ok).toBe(true);
  });

  it('refuses a used, unknown or empty link and a verification link', async () => {
    const user = aUser().build();
    const { deps, token, resetPassword } = await setup(user);
    const verify = await anAccountToken().forUser(user).buildWithToken();
    await seed(deps, { tokens: [verify.accountToken] });
    await resetPassword.execute({ token, ...newPassword });

    for (const candidate of [token, 'unknown', '', verify.token]) {
      const result = await resetPassword.execute({ token: candidate, ...newPassword });
      expect(!result.ok && result.error.code).toBe('ACCOUNT.RESET_LINK_INVALID');
    }
  });

  it('refuses the link when the account is gone', async () => {
    const user = aUser().build();
    const { deps, token, resetPassword } = await setup(user);
    await deps.users.delete(user.id);

    const result = await resetPassword.execute({ token, ...newPassword });

    expect(!result.ok && result.error.code).toBe('ACCOUNT.RESET_LINK_INVALID');
  });

  it('answers 1003 on the password field for a weak password and keeps the link usable', async () => {
    const user = aUser().build();
    const { deps, accountToken, token, resetPassword } = await setup(user);

    const result = await resetPassword.execute({ token, password: 'short1', passwordConfirmation: 'short1' });

    expect(!result.ok && result.error).toMatchObject({ code: '1003', field: 'password' });
    expect((await deps.tokens.findByHash('reset-password', accountToken.hash))?.usedAt).toBeNull();
  });

  it('answers "Passwords do not match" on the confirmation field', async () => {
    const user = aUser().build();
    const { deps, token, resetPassword } = await setup(user);

    const result = await resetPassword.execute({ token, password: 'brandnew42', passwordConfirmation: 'brandnew43' });

    expect(!result.ok && result.error).toMatchObject({
      code: 'ACCOUNT.PASSWORDS_DO_NOT_MATCH',
      field: 'passwordConfirmation',
      message: 'Passwords do not match',
    });
    expect((await deps.users.findById(user.id))?.passwordHash).toBe(user.passwordHash);
  });
});
