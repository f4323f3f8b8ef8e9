import { describe, expect, it } from 'vitest';
import { signedInCreator } from '../testing/accounts-world.ts';
import { sql } from '../testing/direct-db.ts';
import { signInThroughSandbox } from '../testing/oauth-sandbox.ts';
import { useTestApp } from '../testing/test-app.ts';
import { ME, MY_CONNECTIONS, REAUTH_CONNECTIONS } from './operations.ts';

const app = useTestApp();
// Each file has a database of its own: a count makes the names unique, the same on every run.
let made = 0;
const unique = (prefix: string) => `${prefix}${String((made += 1)).padStart(6, '0')}`;

describe('OAuth sign-in through the sandbox providers', () => {
  it('signs a new person in with Twitch as a User holding a valid Twitch connection, tokens sealed at rest', async () => {
    const client = app.client();
    const login = unique('tw');
    const landed = await signInThroughSandbox(client, 'twitch', login, { callbackUrl: '/user/creator-access' });
    expect(landed.pathname).toBe('/auth/auth');
    expect(landed.searchParams.get('status')).toBe('success');
    expect(new URL(landed.searchParams.get('callbackUrl')!).pathname).toBe('/user/creator-access');

    const me = await client.op(ME);
    expect(me.data!.me).toMatchObject({ username: login, userType: 'User' });
    const connections = await client.op(REAUTH_CONNECTIONS);
    expect(connections.data!.legacyMe.userConnections).toEqual([
      expect.objectContaining({ providerKind: 'twitch', hasRefreshToken: true, isValid: true }),
    ]);
    const rows = await sql<{ access_token_sealed: string }>(
      app.databaseUrl,
      'select access_token_sealed from user_connection where login = ?',
      [login.toLowerCase()],
    );
    expect(rows).toHaveLength(1);
    expect(rows[0]!.access_token_sealed).not.toMatch(/^ey|access/);

    // The same Twitch account later signs in to the same Lurkit account, not a new one.
    const again = app.client();
    await signInThroughSandbox(again, 'twitch', login);
    expect((await again.op(ME)).data!.me!.id).toBe(me.data!.me!.id);
  });

  it('refuses a callback whose state is not the one it sent, and a cancelled consent', async () => {
    const forged = await signInThroughSandbox(app.client(), 'twitch', unique('st'), { tamperState: true });
    expect(`${forged.pathname}${forged.search}`).toBe('/login?error=OAUTH_STATE_MISMATCH');
    const cancelled = await signInThroughSandbox(app.client(), 'tiktok', unique('ca'), { decision: 'deny' });
    expect(`${cancelled.pathname}${cancelled.search}`).toBe('/login?error=OAUTH_CANCELLED');
  });

  it('links YouTube to a signed-in creator; the same channel for another account is refused (channel already exists)', async () => {
    const creator = await signedInCreator(app);
    const login = unique('yt');
    const linked = await signInThroughSandbox(creator.client, 'youtube', login);
    expect(new URL(linked.searchParams.get('callbackUrl')!).pathname).toBe('/user/settings/connections');
    const mine = await creator.client.op(MY_CONNECTIONS);
    expect(mine.data!.legacyMe.userConnections).toEqual([expect.objectContaining({ providerKind: 'youtube', displayName: login })]);

    const other = await signedInCreator(app);
    const refused = await signInThroughSandbox(other.client, 'youtube', login);
    expect(`${refused.pathname}${refused.search}`).toBe('/user/settings/connections?error=CONNECTIONS.CHANNEL_ALREADY_EXISTS');
  });

  it('answers legacyMe only to someone signed in, and shows an invalidated connection as invalid', async () => {
    expect((await app.client().op(REAUTH_CONNECTIONS)).errors[0]?.extensions).toMatchObject({ code: 'UNAUTHENTICATED' });
    const client = app.client();
    const login = unique('iv');
    await signInThroughSandbox(client, 'tiktok', login);
    await sql(app.databaseUrl, `update user_connection set status = 'invalid', invalidated_at = now() where login = ?`, [
      login.toLowerCase(),
    ]);
    expect((await client.op(REAUTH_CONNECTIONS)).data!.legacyMe.userConnections).toEqual([
      expect.objectContaining({ providerKind: 'tiktok', isValid: false }),
    ]);
  });
});
