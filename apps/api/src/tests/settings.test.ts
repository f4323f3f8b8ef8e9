import { describe, expect, it } from 'vitest';
import type { HttpClient } from '../testing/http-client.ts';
import { useTestApp } from '../testing/test-app.ts';
import { CHANGE_PASSWORD, DELETE_ACCOUNT, ME, REGISTER_COMPANY, UPDATE_PROFILE, newCompanyInput } from './operations.ts';

const app = useTestApp({ seedDemoData: true });

async function signedInNewAccount(): Promise<{ client: HttpClient; input: ReturnType<typeof newCompanyInput> }> {
  const input = newCompanyInput();
  const client = app.client();
  expect((await client.op(REGISTER_COMPANY, { input })).errors).toEqual([]);
  expect((await client.signIn(input.username, input.password)).status).toBe(200);
  return { client, input };
}

describe('updateProfile', () => {
  it('changes display name, username and email; a new email needs verifying again', async () => {
    const { client, input } = await signedInNewAccount();
    const result = await client.op(UPDATE_PROFILE, {
      input: { displayName: 'Brand New Name', username: `${input.username}x`, email: `x${input.email}`, currentPassword: input.password },
    });
    expect(result.errors[0]?.extensions).toEqual({ code: '1016', field: 'displayName' });
    const ok = await client.op(UPDATE_PROFILE, {
      input: { displayName: 'BrandNewName', username: `${input.username}x`, email: `x${input.email}`, currentPassword: input.password },
    });
    expect(ok.errors).toEqual([]);
    expect(ok.data).toMatchObject({
      updateProfile: { displayName: 'BrandNewName', username: `${input.username}x`, email: `x${input.email}`, emailVerified: false },
    });
  });

  it.each([
    ['1006', { displayName: 'DEMOCREATOR' }, 'displayName'],
    ['1001', { username: 'democreator' }, 'username'],
    ['1002', { email: 'democreator@example.com' }, 'email'],
    ['1202', { currentPassword: 'wrongpassword1' }, 'currentPassword'],
  ])('answers %s for %j', async (code, overrides, field) => {
    const { client, input } = await signedInNewAccount();
    const result = await client.op(UPDATE_PROFILE, {
      input: { displayName: input.username, username: input.username, email: input.email, currentPassword: input.password, ...overrides },
    });
    expect(result.errors[0]?.extensions).toEqual({ code, field });
  });

  it('needs a session', async () => {
    const result = await app.client().op(UPDATE_PROFILE, {
      input: { displayName: 'abcd', username: 'abcd', email: 'a@b.co', currentPassword: 'x' },
    });
    expect(result.errors[0]?.extensions?.code).toBe('UNAUTHENTICATED');
  });
});

describe('changePassword', () => {
  it('needs the current password and keeps this session while signing out the others', async () => {
    const { client, input } = await signedInNewAccount();
    const other = app.client();
    await other.signIn(input.username, input.password);
    const wrong = await client.op(CHANGE_PASSWORD, {
      input: { currentPassword: 'wrongpassword1', newPassword: 'anotherpass1', newPasswordConfirmation: 'anotherpass1' },
    });
    expect(wrong.errors[0]?.extensions).toEqual({ code: '1202', field: 'currentPassword' });
    const weak = await client.op(CHANGE_PASSWORD, {
      input: { currentPassword: input.password, newPassword: 'weak', newPasswordConfirmation: 'weak' },
    });
    expect(weak.errors[0]?.extensions).toEqual({ code: '1003', field: 'newPassword' });
    const done = await client.op(CHANGE_PASSWORD, {
      input: { currentPassword: input.password, newPassword: 'anotherpass1', newPasswordConfirmation: 'anotherpass1' },
    });
    expect(done.errors).toEqual([]);
    expect((await client.op(ME)).data?.me).not.toBeNull();
    expect((await other.json('/api/auth/session')).body).toEqual({});
  });
});

describe('deleteAccount', () => {
  it('refuses a wrong password, then deletes the account and its session', async () => {
    const { client, input } = await signedInNewAccount();
    const wrong = await client.op(DELETE_ACCOUNT, { currentPassword: 'wrongpassword1' });
    expect(wrong.errors[0]?.extensions?.code).toBe('1202');
    const done = await client.op(DELETE_ACCOUNT, { currentPassword: input.password });
    expect(done.data).toEqual({ deleteAccount: true });
    expect((await client.json('/api/auth/session')).body).toEqual({});
    expect((await app.client().signIn(input.username, input.password)).body.error).toBe('1202');
  });
});
