import { beforeEach, expect, it } from 'vitest';
import { describeContract, type ContractFixture } from '../../shared/testing/describe-contract.ts';
import type { User } from '../domain/user.entity.ts';
import { aCompanyRecord, aMember, aSavedUser, aSessionRecord, at } from '../testing/contract-fixtures.ts';
import type { CompanyRepositoryPort } from './company-repository.port.ts';
import type { SessionRepositoryPort } from './session-repository.port.ts';
import type { UserRepositoryPort } from './user-repository.port.ts';

export interface SessionRepositoryFixture extends ContractFixture {
  repo: SessionRepositoryPort;
  /** Sessions belong to users, so the user is saved first. */
  users: UserRepositoryPort;
  /** A session's user may belong to a company. */
  companies: CompanyRepositoryPort;
}

export function describeSessionRepositoryContract(name: string, make: () => Promise<SessionRepositoryFixture>): void {
  describeContract('SessionRepositoryPort', name, make, (fixture) => {
    const repo = () => fixture().repo;
    let user: User;

    beforeEach(async () => {
      user = await aSavedUser(fixture().users);
    });

    it('finds a saved session by id', async () => {
      const session = aSessionRecord(user.id);
      await repo().save(session);
      expect(await repo().findById(session.id)).toEqual(session);
      expect(await repo().findById('no-such-session')).toBeNull();
    });

    it('finds a session with its user, who has no company', async () => {
      const session = aSessionRecord(user.id);
      await repo().save(session);
      expect(await repo().findSignedIn(session.id)).toEqual({ session, user, company: null });
      expect(await repo().findSignedIn('no-such-session')).toBeNull();
    });

    it("finds a session with its user and the user's company, with every member", async () => {
      const owner = await aSavedUser(fixture().users);
      const company = aCompanyRecord(
        [aMember(owner.id, { isOwner: true }), aMember(user.id, { joinedAt: at('2026-01-12T09:00:00.000Z') })],
        {
          isVerified: true,
        },
      );
      await fixture().companies.save(company);
      const session = aSessionRecord(user.id);
      await repo().save(session);
      expect(await repo().findSignedIn(session.id)).toEqual({ session, user, company });
    });

    it('updates a saved session, e.g. when it is extended', async () => {
      const session = aSessionRecord(user.id);
      await repo().save(session);
      const extended = { ...session, expiresAt: at('2026-02-11T10:00:00.000Z') };
      await repo().save(extended);
      expect(await repo().findById(session.id)).toEqual(extended);
    });

    it('deletes one session', async () => {
      const session = aSessionRecord(user.id);
      const kept = aSessionRecord(user.id);
      await repo().save(session);
      await repo().save(kept);
      await repo().delete(session.id);
      expect(await repo().findById(session.id)).toBeNull();
      expect(await repo().findById(kept.id)).toEqual(kept);
    });

    it('deletes every session of a user, leaving other users signed in', async () => {
      const other = await aSavedUser(fixture().users);
      const first = aSessionRecord(user.id);
      const second = aSessionRecord(user.id);
      const othersSession = aSessionRecord(other.id);
      for (const s of [first, second, othersSession]) await repo().save(s);

      await repo().deleteAllForUser(user.id);

      expect(await repo().findById(first.id)).toBeNull();
      expect(await repo().findById(second.id)).toBeNull();
      expect(await repo().findById(othersSession.id)).toEqual(othersSession);
    });

    it('keeps the excepted session when deleting the others of a user', async () => {
      const current = aSessionRecord(user.id);
      const elsewhere = aSessionRecord(user.id);
      await repo().save(current);
      await repo().save(elsewhere);

      await repo().deleteAllForUser(user.id, current.id);

      expect(await repo().findById(current.id)).toEqual(current);
      expect(await repo().findById(elsewhere.id)).toBeNull();
    });
  });
}
