import { describe, expect, it } from 'vitest';
import { DEFAULT_PASSWORD, aSession, aUser } from '../testing/builders.ts';
import { accountsTestDeps, seed } from '../testing/accounts-test-deps.ts';
import { fakePasswordHash } from '../testing/fake-password-hasher.ts';
import { ChangePassword, type ChangePasswordInput } from './change-password.ts';

async function setup() {
  const deps = accountsTestDeps();
  const user = aUser().build();
  const current = aSession().forUser(user).build();
  const other = aSession().forUser(user).build();
  const someoneElses = aSession().build();
  await seed(deps, { users: [user], sessions: [current, other, someoneElses] });
  const input: ChangePasswordInput = {
    userId: user.id,
    sessionId: current.id,
    currentPassword: DEFAULT_PASSWORD,
    newPassword: 'fresh2025',
    newPasswordConfirmation: 'fresh2025',
    clientIp: '10.0.0.1',
  };
  return { deps, user, current, other, someoneElses, input, changePassword: new ChangePassword(deps) };
}

describe('ChangePassword', () => {
  it('stores the new password and signs out every other session of the person', async () => {
    const { deps, user, current, other, someoneElses, input, changePassword } = await setup();

    expect(await changePassword.execute(input)).toEqual({ ok: true, value: undefined });

    expect((await deps.users.findById(user.id))?.passwordHash).toBe(fakePasswordHash('fresh2025'));
    expect(await deps.sessions.findById(current.id)).not.toBeNull();
    expect(await deps.sessions.findById(other.id)).toBeNull();
    expect(await deps.sessions.findById(someoneElses.id)).not.toBeNull();
  });

  it('signs out every session when no session asked', async () => {
    const { deps, current, input, changePassword } = await setup();

    await changePassword.execute({ ...input, sessionId: undefined });

    expect(await deps.sessions.findById(current.id)).toBeNull();
  });

  it.each([
    ['a missing current password', { currentPassword: '' }, 'ACCOUNT.REQUIRED', 'currentPassword'],
    ['a wrong current password', { currentPassword: 'wrong1234' }, '1202', 'currentPassword'],
    ['a weak new password', { newPassword: 'abcdefgh', newPasswordConfirmation: 'abcdefgh' }, '1003', 'newPassword'],
    ['a confirmation that differs', { newPasswordConfirmation: 'fresh2026' }, 'ACCOUNT.PASSWORDS_DO_NOT_MATCH', 'newPasswordConfirmation'],
  ])('refuses %s and changes nothing', async (_name, change, code, field) => {
    const { deps, user, other, input, changePassword } = await setup();

    const result = await changePassword.execute({ ...input, ...change });

    expect(!result.ok && result.error).toMatchObject({ code, field });
    expect((await deps.users.findById(user.id))?.passwordHash).toBe(user.passwordHash);
    expect(await deps.sessions.findById(other.id)).not.toBeNull();
  });

  it('answers UserNotFound for an unknown id', async () => {
    const { input, changePassword } = await setup();

    const result = await changePassword.execute({ ...input, userId: 'missing' });

    expect(!result.ok && result.error.code).toBe('ACCOUNT.USER_NOT_FOUND');
  });
});
