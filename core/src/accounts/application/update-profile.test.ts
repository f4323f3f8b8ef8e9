import { describe, expect, it } from 'vitest';
import type { User } from '../domain/user.entity.ts';
import { placeholderEmailFor } from '../domain/account-fields.schema.ts';
import { DEFAULT_PASSWORD, aUser } from '../testing/builders.ts';
import { accountsTestDeps, linkToken, seed } from '../testing/accounts-test-deps.ts';
import { UpdateProfile, type UpdateProfileInput } from './update-profile.ts';
import { VerifyEmail } from './verify-email.ts';

async function setup(...others: User[]) {
  const deps = accountsTestDeps();
  const user = aUser().withUsername('oldname').withDisplayName('OldName').withEmail('old@example.com').build();
  await seed(deps, { users: [user, ...others] });
  const input: UpdateProfileInput = {
    userId: user.id,
    displayName: 'OldName',
    username: 'oldname',
    email: 'old@example.com',
    currentPassword: DEFAULT_PASSWORD,
    clientIp: '10.0.0.1',
  };
  return { deps, user, input, updateProfile: new UpdateProfile(deps) };
}

describe('UpdateProfile', () => {
  it('changes the display name and username and returns the account', async () => {
    const { deps, user, input, updateProfile } = await setup();

    const result = await updateProfile.execute({ ...input, displayName: 'Näkki2000', username: 'newname' });

    expect(result.ok && result.value).toMatchObject({ id: user.id, displayName: 'Näkki2000', username: 'newname', emailVerified: true });
    expect(await deps.users.findById(user.id)).toMatchObject({
      displayName: 'Näkki2000',
      username: 'newname',
      emailVerifiedAt: user.emailVerifiedAt,
    });
    expect(deps.mailer.sent).toHaveLength(0);
  });

  it('lets a person change the case of their own names and email', async () => {
    const { input, updateProfile } = await setup();

    const result = await updateProfile.execute({ ...input, displayName: 'OLDNAME', username: 'OldName', email: 'OLD@example.com' });

    expect(result.ok && result.value).toMatchObject({
      displayName: 'OLDNAME',
      username: 'OldName',
      email: 'old@example.com',
      emailVerified: true,
    });
  });

  it('unverifies a new address and mails a verification link there that verifies it', async () => {
    const { deps, user, input, updateProfile } = await setup();

    const result = await updateProfile.execute({ ...input, email: 'New@Example.com' });

    expect(result.ok && result.value).toMatchObject({ email: 'new@example.com', emailVerified: false });
    expect(deps.mailer.sent.map((m) => m.to)).toEqual(['new@example.com']);
    expect(await new VerifyEmail(deps).execute({ token: linkToken(deps.mailer.sent[0]) })).toEqual({
      ok: true,
      value: { userId: user.id },
    });
    expect((await deps.users.findById(user.id))?.emailVerifiedAt).not.toBeNull();
  });

  it('asks for the current password, and refuses a wrong one on that field', async () => {
    const { deps, user, input, updateProfile } = await setup();

    const missing = await updateProfile.execute({ ...input, username: 'newname', currentPassword: '' });
    const wrong = await updateProfile.execute({ ...input, username: 'newname', currentPassword: 'wrong1234' });

    expect(!missing.ok && missing.error).toMatchObject({
      code: 'ACCOUNT.REQUIRED',
      field: 'currentPassword',
      message: 'Current password is required.',
    });
    expect(!wrong.ok && wrong.error).toMatchObject({ code: '1202', field: 'currentPassword', message: 'The current password is wrong.' });
    expect((await deps.users.findById(user.id))?.username).toBe('oldname');
  });

  it.each([
    ['a 3 character display name', { displayName: 'abc' }, '1016', 'displayName'],
    ['a display name with a space', { displayName: 'Old Name' }, '1016', 'displayName'],
    ['a display name another account shows', { displayName: 'takenshown' }, '1006', 'displayName'],
    ['an invalid username', { username: 'new-name' }, '1011', 'username'],
    ['a username another account has', { username: 'TAKENNAME' }, '1001', 'username'],
    ['an invalid email', { email: 'new@' }, '1012', 'email'],
    ['an email another account uses', { email: 'taken@example.com' }, '1002', 'email'],
  ])('refuses %s', async (_name, change, code, field) => {
    const other = aUser().withUsername('takenname').withDisplayName('TakenShown').withEmail('taken@example.com').build();
    const { deps, user, input, updateProfile } = await setup(other);

    const result = await updateProfile.execute({ ...input, ...change });

    expect(!result.ok && result.error).toMatchObject({ code, field });
    expect(await deps.users.findById(user.id)).toEqual(user);
  });

  it('accepts display names of 4 and 50 characters', async () => {
    const { input, updateProfile } = await setup();

    expect((await updateProfile.execute({ ...input, displayName: 'abcd' })).ok).toBe(true);
    expect((await updateProfile.execute({ ...input, displayName: 'a'.repeat(50) })).ok).toBe(true);
    expect((await updateProfile.execute({ ...input, displayName: 'a'.repeat(51) })).ok).toBe(false);
  });

  it('answers UserNotFound for an unknown id', async () => {
    const { input, updateProfile } = await setup();

    const result = await updateProfile.execute({ ...input, userId: 'missing' });

    expect(!result.ok && result.error.code).toBe('ACCOUNT.USER_NOT_FOUND');
  });

  it('lets an OAuth sign-up with a placeholder address give its first real one without a password', async () => {
    const deps = accountsTestDeps();
    const user = aUser().withUsername('twitchfan').withEmail(placeholderEmailFor('u-oauth')).unverified().build();
    await seed(deps, { users: [user] });

    const result = await new UpdateProfile(deps).execute({
      userId: user.id,
      displayName: user.displayName,
      username: 'twitchfan',
      email: 'real@example.com',
      currentPassword: '',
      clientIp: '10.0.0.1',
    });

    expect(result.ok && result.value).toMatchObject({ email: 'real@example.com', emailVerified: false });
    expect(deps.mailer.sent.map((m) => m.to)).toEqual(['real@example.com']);
  });

  it('still asks a real address for the current password', async () => {
    const { input, updateProfile } = await setup();

    const result = await updateProfile.execute({ ...input, email: 'new@example.com', currentPassword: '' });

    expect(!result.ok && result.error.field).toBe('currentPassword');
  });
});
