import { describe, expect, it } from 'vitest';
import { ownerWithJoinedMember, signedInCompanyUser } from '../testing/accounts-world.ts';
import { sql } from '../testing/direct-db.ts';
import type { HttpClient } from '../testing/http-client.ts';
import { useTestApp } from '../testing/test-app.ts';
import { CHANGE_PASSWORD, DELETE_ACCOUNT, ME, REMOVE_MEMBER, UPDATE_PROFILE } from './operations.ts';

/**
 * Resolved sessions are kept in memory for SESSION_CACHE_MS. Every change made through the app shows at
 * once, in sessions read just before it; a change made elsewhere (here: straight in the database) shows
 * once that time has passed. The long time to live makes a missed invalidation fail these tests.
 */
const app = useTestApp({ env: { SESSION_CACHE_MS: '60000' } });

const sessionOf = async (client: HttpClient) =>
  (await client.json<{ user?: { username: string; userType: string } }>('/api/auth/session')).body;

describe('the short-lived session cache', () => {
  it('answers a session read moments ago from memory, with a refreshed cookie', async () => {
    const { client, input } = await signedInCompanyUser(app);
    expect((await sessionOf(client)).user?.username).toBe(input.username);
    // Ended behind the app's back, as another instance would: only the cache can still answer.
    await sql(app.databaseUrl, `delete from session where user_id = (select id from user_account where username = ?)`, [input.username]);
    const response = await client.request('/api/auth/session');
    expect(response.headers.get('set-cookie')).toMatch(/lurkit\.session-token=/);
    expect(((await response.json()) as { user?: { username: string } }).user?.username).toBe(input.username);
    expect((await client.op(ME)).data?.me?.username).toBe(input.username);
  });

  it('forgets a session at sign-out, even for a client that kept the cookie', async () => {
    const { client } = await signedInCompanyUser(app);
    expect((await sessionOf(client)).user).toBeDefined();
    const kept = client.cookieHeader;
    await client.signOut();
    expect(await (await fetch(`${app.url}/api/auth/session`, { headers: { cookie: kept } })).json()).toEqual({});
  });

  it('shows a profile change at once', async () => {
    const { client, input } = await signedInCompanyUser(app);
    expect((await sessionOf(client)).user?.username).toBe(input.username);
    const changed = await client.op(UPDATE_PROFILE, {
      input: { displayName: input.username, username: `${input.username}x`, email: input.email, currentPassword: input.password },
    });
    expect(changed.errors).toEqual([]);
    expect((await sessionOf(client)).user?.username).toBe(`${input.username}x`);
    expect((await client.op(ME)).data?.me?.username).toBe(`${input.username}x`);
  });

  it('signs other sessions out at once on a password change', async () => {
    const { client, input } = await signedInCompanyUser(app);
    const other = app.client();
    await other.signIn(input.username, input.password);
    expect((await sessionOf(other)).user).toBeDefined();
    const done = await client.op(CHANGE_PASSWORD, {
      input: { currentPassword: input.password, newPassword: 'anotherpass1', newPasswordConfirmation: 'anotherpass1' },
    });
    expect(done.errors).toEqual([]);
    expect(await sessionOf(other)).toEqual({});
    expect((await sessionOf(client)).user).toBeDefined();
  });

  it('signs every session out at once when the account is deleted', async () => {
    const { client, input } = await signedInCompanyUser(app);
    const other = app.client();
    await other.signIn(input.username, input.password);
    expect((await sessionOf(other)).user).toBeDefined();
    expect((await client.op(DELETE_ACCOUNT, { currentPassword: input.password })).data).toEqual({ deleteAccount: true });
    expect(await sessionOf(other)).toEqual({});
  });

  it('shows a member removed from the company at once', async () => {
    const { owner, member, memberId } = await ownerWithJoinedMember(app);
    expect((await sessionOf(member.client)).user?.userType).toBe('Company');
    expect((await owner.client.op(REMOVE_MEMBER, { userId: memberId })).data).toEqual({ removeCompanyMember: true });
    expect((await sessionOf(member.client)).user?.userType).toBe('User');
  });
});
