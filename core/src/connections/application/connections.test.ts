import { describe, expect, it } from 'vitest';
import { SettableClock } from '../../shared/testing/settable-clock.ts';
import type { OAuthGrant } from '../domain/user-connection.entity.ts';
import { aConnectionRecord } from '../ports/user-connection-repository.contract.ts';
import { InMemoryUserConnectionRepository } from '../testing/in-memory-user-connection-repository.ts';
import { ScriptedOAuthProvider } from '../testing/scripted-oauth-provider.ts';
import { CompleteOAuthSignIn } from './complete-oauth-sign-in.ts';
import { ConnectionQueries } from './connection-queries.ts';
import { DisconnectConnection } from './disconnect-connection.ts';
import { RefreshConnection, RefreshDueConnections } from './refresh-connections.ts';

const NOW = new Date('2026-11-25T12:00:00.000Z');

function world() {
  const opened: string[] = [];
  const blocked = new Set<string>();
  const deps = {
    connections: new InMemoryUserConnectionRepository(),
    oauth: new ScriptedOAuthProvider(),
    clock: new SettableClock(NOW),
    accounts: {
      openAccountFor: async (account: { login: string }) => {
        opened.push(account.login);
        return { id: `user-${account.login}` };
      },
      canSignIn: async (userId: string) => !blocked.has(userId),
    },
  };
  return { deps, opened, blocked };
}

const grant = (id: string, refreshToken: string | null = 'refresh-1'): OAuthGrant => ({
  account: { id, login: `login${id}`, displayName: `Streamer ${id}`, email: null },
  tokens: { accessToken: 'access-1', refreshToken, accessTokenExpiresAt: new Date('2026-11-25T16:00:00.000Z') },
});

describe('CompleteOAuthSignIn', () => {
  it('opens a User account for a provider account seen for the first time, then signs that account in', async () => {
    const { deps, opened } = world();
    const first = await new CompleteOAuthSignIn(deps).execute({ signedInUserId: null, provider: 'twitch', grant: grant('111') });
    expect(first).toEqual({ ok: true, value: { userId: 'user-login111', outcome: 'created' } });
    const again = await new CompleteOAuthSignIn(deps).execute({ signedInUserId: null, provider: 'twitch', grant: grant('111') });
    expect(again).toEqual({ ok: true, value: { userId: 'user-login111', outcome: 'signedIn' } });
    expect(opened).toEqual(['login111']);
  });

  it('refuses to sign in an account that is locked or inactive', async () => {
    const { deps, blocked } = world();
    await new CompleteOAuthSignIn(deps).execute({ signedInUserId: null, provider: 'twitch', grant: grant('111') });
    blocked.add('user-login111');
    const refused = await new CompleteOAuthSignIn(deps).execute({ signedInUserId: null, provider: 'twitch', grant: grant('111') });
    expect(refused.ok || refused.error.code).toBe('CONNECTIONS.OAUTH_REFUSED');
  });

  it('links a provider to the signed-in person, and re-authorising makes an invalid connection valid again', async () => {
    const { deps } = world();
    const linked = await new CompleteOAuthSignIn(deps).execute({ signedInUserId: 'me', provider: 'youtube', grant: grant('UC1') });
    expect(linked).toEqual({ ok: true, value: { userId: 'me', outcome: 'linked' } });
    const [connection] = await deps.connections.listByUser('me');
    await deps.connections.save({ ...connection!, status: 'invalid', invalidatedAt: NOW });
    await new CompleteOAuthSignIn(deps).execute({ signedInUserId: 'me', provider: 'youtube', grant: grant('UC1', null) });
    const [renewed] = await new ConnectionQueries(deps).mine('me');
    // A grant without a refresh token keeps the one the connection had.
    expect(renewed).toMatchObject({ provider: 'youtube', isValid: true, hasRefreshToken: true });
  });

  it('refuses a channel another account holds (spec 8, channel already exists) and a second account of one provider', async () => {
    const { deps } = world();
    await new CompleteOAuthSignIn(deps).execute({ signedInUserId: 'someone', provider: 'twitch', grant: grant('111') });
    const taken = await new CompleteOAuthSignIn(deps).execute({ signedInUserId: 'me', provider: 'twitch', grant: grant('111') });
    expect(taken.ok || taken.error.code).toBe('CONNECTIONS.CHANNEL_ALREADY_EXISTS');
    await new CompleteOAuthSignIn(deps).execute({ signedInUserId: 'me', provider: 'twitch', grant: grant('222') });
    const second = await new CompleteOAuthSignIn(deps).execute({ signedInUserId: 'me', provider: 'twitch', grant: grant('333') });
    expect(second.ok || second.error.message).toBe('You already connected another Twitch account. Disconnect it first.');
  });
});

describe('refreshing connections', () => {
  it('renews tokens running out within 30 minutes and leaves the others', async () => {
    const { deps } = world();
    const soon = aConnectionRecord('a', {
      tokens: { accessToken: 'x', refreshToken: 'r-soon', accessTokenExpiresAt: new Date('2026-11-25T12:20:00.000Z') },
    });
    const later = aConnectionRecord('b', {
      tokens: { accessToken: 'x', refreshToken: 'r-later', accessTokenExpiresAt: new Date('2026-11-25T13:00:00.000Z') },
    });
    await deps.connections.save(soon);
    await deps.connections.save(later);
    expect(await new RefreshDueConnections(deps).execute({ limit: 100 })).toEqual({ refreshed: 1, invalidated: 0, skipped: 0 });
    expect(deps.oauth.refreshedWith).toEqual(['r-soon']);
    expect(await deps.connections.findById(soon.id)).toMatchObject({
      tokens: { accessToken: 'access-1', refreshToken: 'r-soon' },
      refreshedAt: NOW,
    });
  });

  it('makes the connection invalid when the provider refuses the refresh token, and the owner then sees it so', async () => {
    const { deps } = world();
    const connection = aConnectionRecord('me', { tokens: { accessToken: 'x', refreshToken: 'revoked', accessTokenExpiresAt: NOW } });
    await deps.connections.save(connection);
    deps.oauth.revoked.add('revoked');
    expect(await new RefreshConnection(deps).execute({ connectionId: connection.id })).toBe('invalidated');
    expect(await new ConnectionQueries(deps).mine('me')).toEqual([expect.objectContaining({ isValid: false, hasRefreshToken: true })]);
    // An invalid connection waits for the creator: no more refreshes.
    expect(await new RefreshConnection(deps).execute({ connectionId: connection.id })).toBe('skipped');
  });
});

describe('DisconnectConnection', () => {
  const setUp = async (pages: boolean) => {
    const { deps } = world();
    const connection = aConnectionRecord('me');
    await deps.connections.save(connection);
    const disconnect = new DisconnectConnection({ ...deps, pageUsage: { hasCreatorPage: async () => pages } });
    return { deps, connection, disconnect };
  };

  it('deletes the person’s own connection', async () => {
    const { deps, connection, disconnect } = await setUp(false);
    expect(await disconnect.execute({ userId: 'me', connectionId: connection.id })).toEqual({ ok: true, value: { id: connection.id } });
    expect(await deps.connections.findById(connection.id)).toBeNull();
  });

  it('refuses while a creator page shows it (spec 8), and answers another person as if it did not exist', async () => {
    const { deps, connection, disconnect } = await setUp(true);
    const used = await disconnect.execute({ userId: 'me', connectionId: connection.id });
    expect(used.ok || used.error.code).toBe('CONNECTIONS.USED_BY_CREATOR_PAGE');
    const stranger = await disconnect.execute({ userId: 'someone-else', connectionId: connection.id });
    expect(stranger.ok || stranger.error.code).toBe('CONNECTIONS.NOT_FOUND');
    expect(await deps.connections.findById(connection.id)).not.toBeNull();
  });
});
