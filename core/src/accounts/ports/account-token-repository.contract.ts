import { beforeEach, expect, it } from 'vitest';
import { describeContract, type ContractFixture } from '../../shared/testing/describe-contract.ts';
import type { User } from '../domain/user.entity.ts';
import { aSavedUser, aTokenRecord, at } from '../testing/contract-fixtures.ts';
import type { AccountTokenRepositoryPort } from './account-token-repository.port.ts';
import type { UserRepositoryPort } from './user-repository.port.ts';

export interface AccountTokenRepositoryFixture extends ContractFixture {
  repo: AccountTokenRepositoryPort;
  /** Tokens belong to users, so the user is saved first. */
  users: UserRepositoryPort;
}

export function describeAccountTokenRepositoryContract(name: string, make: () => Promise<AccountTokenRepositoryFixture>): void {
  describeContract('AccountTokenRepositoryPort', name, make, (fixture) => {
    const repo = () => fixture().repo;
    let user: User;

    beforeEach(async () => {
      user = await aSavedUser(fixture().users);
    });

    it('finds a saved token by purpose and hash', async () => {
      const token = aTokenRecord(user.id, 'verify-email');
      await repo().save(token);
      expect(await repo().findByHash('verify-email', token.hash)).toEqual(token);
    });

    it('does not find a token under another purpose or an unknown hash', async () => {
      const token = aTokenRecord(user.id, 'verify-email');
      await repo().save(token);
      expect(await repo().findByHash('reset-password', token.hash)).toBeNull();
      expect(await repo().findByHash('verify-email', 'no-such-hash')).toBeNull();
    });

    it('updates a saved token, e.g. when it is used', async () => {
      const token = aTokenRecord(user.id, 'reset-password');
      await repo().save(token);
      const used = { ...token, usedAt: at('2026-01-11T10:30:00.000Z') };
      await repo().save(used);
      expect(await repo().findByHash('reset-password', token.hash)).toEqual(used);
    });

    it('invalidates only the unused tokens of that user and purpose', async () => {
      const now = at('2026-01-11T11:00:00.000Z');
      const earlierUse = at('2026-01-11T10:30:00.000Z');
      const other = await aSavedUser(fixture().users);
      const open = aTokenRecord(user.id, 'verify-email');
      const alreadyUsed = aTokenRecord(user.id, 'verify-email', { usedAt: earlierUse });
      const otherPurpose = aTokenRecord(user.id, 'reset-password');
      const otherUser = aTokenRecord(other.id, 'verify-email');
      for (const t of [open, alreadyUsed, otherPurpose, otherUser]) await repo().save(t);

      await repo().invalidateAll(user.id, 'verify-email', now);

      expect(await repo().findByHash('verify-email', open.hash)).toEqual({ ...open, usedAt: now });
      expect(await repo().findByHash('verify-email', alreadyUsed.hash)).toEqual(alreadyUsed);
      expect(await repo().findByHash('reset-password', otherPurpose.hash)).toEqual(otherPurpose);
      expect(await repo().findByHash('verify-email', otherUser.hash)).toEqual(otherUser);
    });
  });
}
