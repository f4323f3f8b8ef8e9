import { expect, it } from 'vitest';
import { describeContract, type ContractFixture } from '../../shared/testing/describe-contract.ts';
import { aCompanyRecord, aMember, aSavedUser, at } from '../testing/contract-fixtures.ts';
import type { CompanyRepositoryPort } from './company-repository.port.ts';
import type { UserRepositoryPort } from './user-repository.port.ts';

export interface CompanyRepositoryFixture extends ContractFixture {
  repo: CompanyRepositoryPort;
  /** Members are users, so they are saved first. */
  users: UserRepositoryPort;
}

export function describeCompanyRepositoryContract(name: string, make: () => Promise<CompanyRepositoryFixture>): void {
  describeContract('CompanyRepositoryPort', name, make, (fixture) => {
    const repo = () => fixture().repo;
    const savedUserId = async (): Promise<string> => (await aSavedUser(fixture().users)).id;

    it('finds a saved company by id with its members, oldest member first', async () => {
      const owner = aMember(await savedUserId(), { isOwner: true, title: 'CEO', joinedAt: at('2026-01-10T09:00:00.000Z') });
      const member = aMember(await savedUserId(), { joinedAt: at('2026-01-11T09:00:00.000Z') });
      const company = aCompanyRecord([owner, member], { billingEmail: 'billing@example.com', isVerified: true, type: 'agency' });
      await repo().save(company);
      expect(await repo().findById(company.id)).toEqual(company);
      await repo().save({ ...company, members: [member, owner] });
      expect((await repo().findById(company.id))?.members).toEqual([owner, member]);
    });

    it('answers null for an unknown company', async () => {
      expect(await repo().findById(globalThis.crypto.randomUUID())).toBeNull();
      expect(await repo().findByName('No Such Company')).toBeNull();
      expect(await repo().findByMemberUserId(globalThis.crypto.randomUUID())).toBeNull();
      expect(await repo().findById('not-a-uuid')).toBeNull();
      expect(await repo().findByMemberUserId('not-a-uuid')).toBeNull();
    });

    it('finds a company by name regardless of case', async () => {
      const company = aCompanyRecord([aMember(await savedUserId(), { isOwner: true })], { name: 'Acme Games Contract' });
      await repo().save(company);
      expect((await repo().findByName('acme GAMES contract'))?.id).toBe(company.id);
    });

    it('finds the company a user belongs to', async () => {
      const ownerId = await savedUserId();
      const memberId = await savedUserId();
      const company = aCompanyRecord([
        aMember(ownerId, { isOwner: true }),
        aMember(memberId, { joinedAt: at('2026-01-11T09:00:00.000Z') }),
      ]);
      await repo().save(company);
      expect(await repo().findByMemberUserId(memberId)).toEqual(company);
      expect(await repo().findByMemberUserId(await savedUserId())).toBeNull();
    });

    it('replaces the member list and company fields on save', async () => {
      const owner = aMember(await savedUserId(), { isOwner: true });
      const leaving = aMember(await savedUserId());
      const company = aCompanyRecord([owner, leaving]);
      await repo().save(company);
      const joining = aMember(await savedUserId(), { joinedAt: at('2026-01-12T09:00:00.000Z') });
      const updated = {
        ...company,
        name: `${company.name} Renamed`,
        isVerified: true,
        members: [{ ...owner, title: 'Founder' }, joining],
      };
      await repo().save(updated);
      expect(await repo().findById(company.id)).toEqual(updated);
      expect(await repo().findByMemberUserId(leaving.userId)).toBeNull();
      expect((await repo().findByMemberUserId(joining.userId))?.id).toBe(company.id);
    });

    it('refuses a second company whose name differs only in case', async () => {
      await repo().save(aCompanyRecord([aMember(await savedUserId(), { isOwner: true })], { name: 'Unique Name Studio' }));
      const clash = aCompanyRecord([aMember(await savedUserId(), { isOwner: true })], { name: 'UNIQUE name studio' });
      await expect(repo().save(clash)).rejects.toThrow();
      expect(await repo().findById(clash.id)).toBeNull();
    });

    it('refuses to put a user in two companies', async () => {
      const userId = await savedUserId();
      await repo().save(aCompanyRecord([aMember(userId, { isOwner: true })]));
      await expect(repo().save(aCompanyRecord([aMember(userId, { isOwner: true })]))).rejects.toThrow();
    });

    it('deletes a company with its memberships', async () => {
      const ownerId = await savedUserId();
      const company = aCompanyRecord([aMember(ownerId, { isOwner: true })]);
      await repo().save(company);
      await repo().delete(company.id);
      expect(await repo().findById(company.id)).toBeNull();
      expect(await repo().findByMemberUserId(ownerId)).toBeNull();
    });

    it('hands out copies, so changing a returned company changes nothing stored', async () => {
      const company = aCompanyRecord([aMember(await savedUserId(), { isOwner: true })]);
      await repo().save(company);
      const found = await repo().findById(company.id);
      if (!found) throw new Error('expected the saved company');
      Object.assign(found, { name: 'Changed' });
      Object.assign(found.members[0] ?? {}, { title: 'Changed' });
      expect(await repo().findById(company.id)).toEqual(company);
    });
  });
}
