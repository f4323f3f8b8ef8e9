import type { CompanyPage } from '../domain/company-page.entity.ts';
import type { CompanyPageRepositoryPort } from '../ports/company-page-repository.port.ts';

export class InMemoryCompanyPageRepository implements CompanyPageRepositoryPort {
  private readonly pages = new Map<string, CompanyPage>();

  async findByCompanyId(companyId: string): Promise<CompanyPage | null> {
    const page = this.pages.get(companyId);
    return page ? structuredClone(page) : null;
  }

  async save(page: CompanyPage): Promise<void> {
    this.pages.set(page.companyId, structuredClone(page));
  }
}
