import { expect, it } from 'vitest';
import { aSavedUser } from '../../accounts/testing/contract-fixtures.ts';
import type { UserRepositoryPort } from '../../accounts/ports/user-repository.port.ts';
import { describeContract, type ContractFixture } from '../../shared/testing/describe-contract.ts';
import type { UserConnection } from '../domain/user-connection.entity.ts';
import type { UserConnectionRepositoryPort } from './user-connection-repository.port.ts';

export interface UserConnectionRepositoryFixture extends ContractFixture {
  repo: UserConnectionRepositoryPort;
  users: UserRepositoryPort;
}

const at = (iso: string) => new Date(iso);

export function aConnectionRecord(userId: string, overrides: Partial<UserConnection> = {}): UserConnection {
  const id = globalThis.crypto.randomUUID();
  return {
    id,
    userId,
    provider: 'twitch',
    providerAccountId: `acct-${id}`,
    login: `login${id.slice(0, 6)}`,
    displayName: 'Some Streamer',
    tokens: { accessToken: `access-${id}`, refreshToken: `refresh-${id}`, accessTokenExpiresAt: at('2026-11-25T12:00:00.000Z') },
    status: 'valid',
    connectedAt: at('2026-11-01T10:00:00.000Z'),
    refreshedAt: null,
    invalidatedAt: null,
    ...overrides,
  };
}

export function describeUserConnectionRepositoryContract(name: string, make: () => Promise<UserConnectionRepositoryFixture>): void {
  describeContract('UserConnectionRepositoryPort', name, make, (fixture) => {
    const repo = () => fixture().repo;
    const user = async () => (await aSavedUser(fixture().users, { userType: 'User' })).id;

    it('keeps every field, tokens included, and finds a connection by id, provider account and person', async () => {
      const connection = aConnectionRecord(await user(), { provider: 'youtube', refreshedAt: at('2026-11-02T10:00:00.000Z') });
      await repo().save(connection);
      expect(await repo().findById(connection.id)).toEqual(connection);
      expect(await repo().findByProviderAccount('youtube', connection.providerAccountId)).toEqual(connection);
      expect(await repo().findByProviderAccount('twitch', connection.providerAccountId)).toBeNull();
      expect(await repo().listByUser(connection.userId)).toEqual([connection]);
      expect(await repo().findById('not-a-uuid')).toBeNull();
    });

    it('updates in place and deletes', async () => {
      const connection = aConnectionRecord(await user(), { tokens: { accessToken: 'a', refreshToken: null, accessTokenExpiresAt: null } });
      await repo().save(connection);
      const invalid = { ...connection, status: 'invalid' as const, invalidatedAt: at('2026-11-03T10:00:00.000Z') };
      await repo().save(invalid);
      expect(await repo().listByUser(connection.userId)).toEqual([invalid]);
      await repo().delete(connection.id);
      expect(await repo().findById(connection.id)).toBeNull();
    });

    it('refuses one provider account on two people and two accounts of one provider on one person', async () => {
      const first = aConnectionRecord(await user());
      await repo().save(first);
      await expect(repo().save(aConnectionRecord(await user(), { providerAccountId: first.providerAccountId }))).rejects.toThrow();
      await expect(repo().save(aConnectionRecord(first.userId))).rejects.toThrow();
      await repo().save(aConnectionRecord(first.userId, { provider: 'tiktok' }));
      expect((await repo().listByUser(first.userId)).map((c) => c.provider)).toEqual(['tiktok', 'twitch']);
    });

    it('lists valid connections with a refresh token running out before a time, soonest first', async () => {
      const expiring = (iso: string, overrides: Partial<UserConnection> = {}) =>
        aConnectionRecord(globalThis.crypto.randomUUID(), {
          tokens: { accessToken: 'a', refreshToken: 'r', accessTokenExpiresAt: at(iso) },
          ...overrides,
        });
      const later = { ...expiring('2026-11-25T11:00:00.000Z'), userId: await user() };
      const sooner = { ...expiring('2026-11-25T10:00:00.000Z'), userId: await user() };
      const past = { ...expiring('2026-11-25T13:00:00.000Z'), userId: await user() };
      const invalid = { ...expiring('2026-11-25T09:00:00.000Z', { status: 'invalid' }), userId: await user() };
      const noRefresh = {
        ...aConnectionRecord(await user()),
        tokens: { accessToken: 'a', refreshToken: null, accessTokenExpiresAt: at('2026-11-25T09:00:00.000Z') },
      };
      for (const c of [later, sooner, past, invalid, noRefresh]) await repo().save(c);
      const due = await repo().listDueForRefresh(at('2026-11-25T12:00:00.000Z'), 10);
      expect(due.map((c) => c.id)).toEqual([sooner.id, later.id]);
      expect((await repo().listDueForRefresh(at('2026-11-25T12:00:00.000Z'), 1)).map((c) => c.id)).toEqual([sooner.id]);
    });
  });
}
