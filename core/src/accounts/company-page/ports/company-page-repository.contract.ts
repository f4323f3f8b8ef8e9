import { expect, it } from 'vitest';
import { describeContract, type ContractFixture } from '../../../shared/testing/describe-contract.ts';
import type { CompanyRepositoryPort } from '../../ports/company-repository.port.ts';
import type { UserRepositoryPort } from '../../ports/user-repository.port.ts';
import { aCompanyRecord, aMember, aSavedUser, at } from '../../testing/contract-fixtures.ts';
import { defaultCompanyPage, type CompanyPage } from '../domain/company-page.entity.ts';
import type { CompanyPageRepositoryPort } from './company-page-repository.port.ts';

export interface CompanyPageRepositoryFixture extends ContractFixture {
  repo: CompanyPageRepositoryPort;
  companies: CompanyRepositoryPort;
  users: UserRepositoryPort;
}

export function describeCompanyPageRepositoryContract(name: string, make: () => Promise<CompanyPageRepositoryFixture>): void {
  describeContract('CompanyPageRepositoryPort', name, make, (fixture) => {
    async function aCompanyId(): Promise<string> {
      const owner = await aSavedUser(fixture().users, { userType: 'Company' });
      const company = aCompanyRecord([aMember(owner.id, { isOwner: true })]);
      await fixture().companies.save(company);
      return company.id;
    }
    const filled = (companyId: string): CompanyPage => ({
      ...defaultCompanyPage(companyId),
      description: 'We make cosy farming games.',
      logoUrl: 'https://cdn.example.com/logo.png',
      bannerUrl: 'https://cdn.example.com/banner.png',
      links: [
        { label: 'Discord', url: 'https://discord.gg/example' },
        { label: 'X', url: 'https://x.com/example' },
      ],
      showQuests: false,
      updatedAt: at('2026-03-01T10:00:00.000Z'),
    });

    it('finds nothing for a company that never saved its page', async () => {
      expect(await fixture().repo.findByCompanyId(await aCompanyId())).toBeNull();
    });

    it('keeps every setting, links in order', async () => {
      const page = filled(await aCompanyId());
      await fixture().repo.save(page);
      expect(await fixture().repo.findByCompanyId(page.companyId)).toEqual(page);
    });

    it('replaces the settings whole on a second save, and touches no other company', async () => {
      const page = filled(await aCompanyId());
      const other = filled(await aCompanyId());
      await fixture().repo.save(page);
      await fixture().repo.save(other);
      const next: CompanyPage = { ...page, description: '', links: [], showQuests: true, updatedAt: at('2026-03-02T10:00:00.000Z') };
      await fixture().repo.save(next);
      expect(await fixture().repo.findByCompanyId(page.companyId)).toEqual(next);
      expect(await fixture().repo.findByCompanyId(other.companyId)).toEqual(other);
    });
  });
}
