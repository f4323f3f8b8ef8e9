import { beforeEach, expect, it } from 'vitest';
import { describeContract, type ContractFixture } from '../../shared/testing/describe-contract.ts';
import type { Company } from '../domain/company.entity.ts';
import type { User } from '../domain/user.entity.ts';
import { aCompanyRecord, aMember, aSavedUser, anInvitationRecord, at } from '../testing/contract-fixtures.ts';
import type { CompanyInvitationRepositoryPort } from './company-invitation-repository.port.ts';
import type { CompanyRepositoryPort } from './company-repository.port.ts';
import type { UserRepositoryPort } from './user-repository.port.ts';

export interface CompanyInvitationRepositoryFixture extends ContractFixture {
  repo: CompanyInvitationRepositoryPort;
  /** Invitations point at a company and at the inviting user, so both are saved first. */
  users: UserRepositoryPort;
  companies: CompanyRepositoryPort;
}

export function describeCompanyInvitationRepositoryContract(name: string, make: () => Promise<CompanyInvitationRepositoryFixture>): void {
  describeContract('CompanyInvitationRepositoryPort', name, make, (fixture) => {
    const repo = () => fixture().repo;
    let owner: User;
    let company: Company;

    beforeEach(async () => {
      owner = await aSavedUser(fixture().users, { userType: 'Company' });
      company = aCompanyRecord([aMember(owner.id, { isOwner: true })]);
      await fixture().companies.save(company);
    });

    it('finds a saved invitation by id and by token hash', async () => {
      const invitation = anInvitationRecord(company.id, owner.id);
      await repo().save(invitation);
      expect(await repo().findById(invitation.id)).toEqual(invitation);
      expect(await repo().findByTokenHash(invitation.tokenHash)).toEqual(invitation);
    });

    it('keeps a rejection, and lists the rejected invitation among the open ones', async () => {
      const invitation = { ...anInvitationRecord(company.id, owner.id), rejectedAt: at('2026-03-02T10:00:00.000Z') };
      await repo().save(invitation);
      expect(await repo().findById(invitation.id)).toEqual(invitation);
      expect((await repo().listOpenByCompany(company.id)).map((i) => i.rejectedAt)).toEqual([at('2026-03-02T10:00:00.000Z')]);
    });

    it('answers null for an unknown invitation', async () => {
      expect(await repo().findById(globalThis.crypto.randomUUID())).toBeNull();
      expect(await repo().findByTokenHash('no-such-hash')).toBeNull();
      expect(await repo().findById('not-a-uuid')).toBeNull();
    });

    it('replaces the fields on save, e.g. when accepted or resent', async () => {
      const invitation = anInvitationRecord(company.id, owner.id);
      await repo().save(invitation);
      const joiner = await aSavedUser(fixture().users);
      const accepted = {
        ...invitation,
        tokenHash: `${invitation.tokenHash}-resent`,
        expiresAt: at('2026-01-20T10:00:00.000Z'),
        acceptedAt: at('2026-01-12T10:00:00.000Z'),
        acceptedByUserId: joiner.id,
      };
      await repo().save(accepted);
      expect(await repo().findById(invitation.id)).toEqual(accepted);
      expect(await repo().findByTokenHash(invitation.tokenHash)).toBeNull();
    });

    it('keeps earlier links with the invitation, and finds it by any of them', async () => {
      const first = { tokenHash: `earlier-${globalThis.crypto.randomUUID()}`, expiresAt: at('2026-01-18T10:00:00.000Z') };
      const invitation = anInvitationRecord(company.id, owner.id, { earlierLinks: [first] });
      await repo().save(invitation);
      expect(await repo().findByTokenHash(first.tokenHash)).toEqual(invitation);
      expect(await repo().findByTokenHash(invitation.tokenHash)).toEqual(invitation);
      const renewedAgain = { ...invitation, earlierLinks: [] };
      await repo().save(renewedAgain);
      expect(await repo().findByTokenHash(first.tokenHash)).toBeNull();
      expect((await repo().listOpenByCompany(company.id)).find((i) => i.id === invitation.id)).toEqual(renewedAgain);
    });

    it('lists the open invitations of one company, newest first, expired ones included', async () => {
      const oldest = anInvitationRecord(company.id, owner.id, {
        createdAt: at('2026-01-01T10:00:00.000Z'),
        expiresAt: at('2026-01-08T10:00:00.000Z'),
      });
      const newest = anInvitationRecord(company.id, owner.id, { createdAt: at('2026-01-03T10:00:00.000Z') });
      const middle = anInvitationRecord(company.id, owner.id, { createdAt: at('2026-01-02T10:00:00.000Z') });
      const accepted = anInvitationRecord(company.id, owner.id, { acceptedAt: at('2026-01-04T10:00:00.000Z'), acceptedByUserId: owner.id });
      const otherOwner = await aSavedUser(fixture().users);
      const otherCompany = aCompanyRecord([aMember(otherOwner.id, { isOwner: true })]);
      await fixture().companies.save(otherCompany);
      const elsewhere = anInvitationRecord(otherCompany.id, otherOwner.id);
      for (const i of [oldest, newest, middle, accepted, elsewhere]) await repo().save(i);

      expect(await repo().listOpenByCompany(company.id)).toEqual([newest, middle, oldest]);
    });
  });
}
