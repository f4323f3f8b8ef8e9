import type { CompanyPage } from '../domain/company-page.entity.ts';

/** One page settings row per company. */
export interface CompanyPageRepositoryPort {
  findByCompanyId(companyId: string): Promise<CompanyPage | null>;
  /** Inserts or replaces the company's settings whole. */
  save(page: CompanyPage): Promise<void>;
}
