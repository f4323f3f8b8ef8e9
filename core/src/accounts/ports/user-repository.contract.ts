import { expect, it } from 'vitest';
import { describeContract, type ContractFixture } from '../../shared/testing/describe-contract.ts';
import { aUserRecord, at } from '../testing/contract-fixtures.ts';
import type { UserRepositoryPort } from './user-repository.port.ts';

export interface UserRepositoryFixture extends ContractFixture {
  repo: UserRepositoryPort;
}

/** One behaviour, two implementations: run against the in-memory twin and against PostgreSQL. */
export function describeUserRepositoryContract(name: string, make: () => Promise<UserRepositoryFixture>): void {
  describeContract('UserRepositoryPort', name, make, (fixture) => {
    const repo = () => fixture().repo;

    it('finds a saved user by id with every field intact', async () => {
      const user = aUserRecord({
        userType: 'Company',
        emailVerifiedAt: at('2026-01-10T08:30:00.000Z'),
        failedSignInAttempts: 3,
        lockedUntil: at('2026-01-10T08:45:00.000Z'),
        status: 'locked',
      });
      await repo().save(user);
      expect(await repo().findById(user.id)).toEqual(user);
    });

    it('answers null for an unknown user', async () => {
      expect(await repo().findById(globalThis.crypto.randomUUID())).toBeNull();
      expect(await repo().findByUsername('nobodyhere')).toBeNull();
      expect(await repo().findByEmail('nobody@example.com')).toBeNull();
      expect(await repo().findByDisplayName('NobodyHere')).toBeNull();
      // Ids come from clients; a malformed one is simply not found.
      expect(await repo().findById('not-a-uuid')).toBeNull();
      expect(await repo().findByIds(['not-a-uuid'])).toEqual([]);
    });

    it('finds by username, email and display name regardless of case', async () => {
      const user = aUserRecord({ username: 'MixedCase01', displayName: 'MixedDisplay01', email: 'mixed01@example.com' });
      await repo().save(user);
      expect((await repo().findByUsername('mixedcase01'))?.id).toBe(user.id);
      expect((await repo().findByUsername('MIXEDCASE01'))?.id).toBe(user.id);
      expect((await repo().findByEmail('MIXED01@Example.COM'))?.id).toBe(user.id);
      expect((await repo().findByDisplayName('mixeddisplay01'))?.id).toBe(user.id);
    });

    it('finds active Creators by the start of their username or display name, by display name, at most the limit', async () => {
      const anna = aUserRecord({ userType: 'Creator', username: 'annaplays', displayName: 'Anna Plays' });
      const annika = aUserRecord({ userType: 'Creator', username: 'streamqueen', displayName: 'Annika' });
      const company = aUserRecord({ userType: 'Company', username: 'annacorp', displayName: 'Anna Corp' });
      const closed = aUserRecord({ userType: 'Creator', username: 'annagone', displayName: 'Anna Gone', status: 'inactive' });
      const literal = aUserRecord({ userType: 'Creator', username: 'an_na', displayName: 'An_na' });
      for (const user of [anna, annika, company, closed, literal]) await repo().save(user);

      expect((await repo().findCreatorsByName('ANN', 10)).map((u) => u.id)).toEqual([anna.id, annika.id]);
      expect((await repo().findCreatorsByName('stream', 10)).map((u) => u.id)).toEqual([annika.id]);
      expect((await repo().findCreatorsByName('ann', 1)).map((u) => u.id)).toEqual([anna.id]);
      expect((await repo().findCreatorsByName('an_', 10)).map((u) => u.id)).toEqual([literal.id]);
    });

    it('finds several users by id, ignoring unknown ids', async () => {
      const a = aUserRecord();
      const b = aUserRecord();
      const c = aUserRecord();
      for (const u of [a, b, c]) await repo().save(u);
      const found = await repo().findByIds([a.id, c.id, globalThis.crypto.randomUUID()]);
      expect(found.map((u) => u.id).sort()).toEqual([a.id, c.id].sort());
      expect(found.find((u) => u.id === c.id)).toEqual(c);
      expect(await repo().findByIds([])).toEqual([]);
    });

    it('replaces every field when saving an existing user', async () => {
      const user = aUserRecord();
      await repo().save(user);
      const changed = {
        ...user,
        username: `${user.username}x`,
        displayName: `${user.displayName}x`,
        email: `x${user.email}`,
        emailVerifiedAt: at('2026-01-12T00:00:00.000Z'),
        passwordHash: 'another-hash',
        status: 'inactive' as const,
        failedSignInAttempts: 0,
        lockedUntil: null,
      };
      await repo().save(changed);
      expect(await repo().findById(user.id)).toEqual(changed);
      expect(await repo().findByUsername(user.username)).toBeNull();
    });

    it('refuses a second user whose username, email or display name differs only in case', async () => {
      const user = aUserRecord({ username: 'TakenName01', displayName: 'TakenDisplay01', email: 'taken01@example.com' });
      await repo().save(user);
      await expect(repo().save(aUserRecord({ username: 'takenname01' }))).rejects.toThrow();
      await expect(repo().save(aUserRecord({ email: 'TAKEN01@example.com' }))).rejects.toThrow();
      await expect(repo().save(aUserRecord({ displayName: 'takendisplay01' }))).rejects.toThrow();
    });

    it('deletes a user', async () => {
      const user = aUserRecord();
      const other = aUserRecord();
      await repo().save(user);
      await repo().save(other);
      await repo().delete(user.id);
      expect(await repo().findById(user.id)).toBeNull();
      expect(await repo().findById(other.id)).toEqual(other);
      await expect(repo().delete(user.id)).resolves.toBeUndefined();
    });

    it('hands out copies, so changing a returned user changes nothing stored', async () => {
      const user = aUserRecord();
      await repo().save(user);
      const found = await repo().findById(user.id);
      if (!found) throw new Error('expected the saved user');
      Object.assign(found, { displayName: 'Changed01' });
      expect(await repo().findById(user.id)).toEqual(user);
    });
  });
}
