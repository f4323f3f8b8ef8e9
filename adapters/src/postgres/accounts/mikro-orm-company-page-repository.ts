import type { CompanyPage } from '@lurkit/core/accounts/company-page/domain/company-page.entity.ts';
import type { CompanyPageRepositoryPort } from '@lurkit/core/accounts/company-page/ports/company-page-repository.port.ts';
import type { EntityManager } from '@mikro-orm/postgresql';
import { isUuid, unitOfWork } from '../shared/unit-of-work.ts';
import { CompanyPageEntity, type CompanyPageRow } from './company-page.entity.ts';

const toPage = (row: CompanyPageRow): CompanyPage => ({
  companyId: row.company,
  description: row.description,
  logoUrl: row.logoUrl,
  bannerUrl: row.bannerUrl,
  links: row.links.map(({ label, url }) => ({ label, url })),
  showPrograms: row.showPrograms,
  showKeyCampaigns: row.showKeyCampaigns,
  showQuests: row.showQuests,
  updatedAt: row.updatedAt,
});

export class MikroOrmCompanyPageRepository implements CompanyPageRepositoryPort {
  readonly #em: EntityManager;

  constructor(em: EntityManager) {
    this.#em = em;
  }

  async findByCompanyId(companyId: string): Promise<CompanyPage | null> {
    if (!isUuid(companyId)) return null;
    const row = await unitOfWork(this.#em).findOne(CompanyPageEntity, { company: companyId }, { refresh: true });
    return row ? toPage(row) : null;
  }

  async save(page: CompanyPage): Promise<void> {
    const { companyId, updatedAt, ...settings } = page;
    await unitOfWork(this.#em).upsert(
      CompanyPageEntity,
      {
        company: companyId,
        ...settings,
        links: settings.links.map(({ label, url }) => ({ label, url })),
        updatedAt: updatedAt ?? new Date(),
      },
      { onConflictFields: ['company'], onConflictAction: 'merge' },
    );
  }
}
