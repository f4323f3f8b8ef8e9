import type { CustomDomain } from '../domain/domain-verification.ts';
import type { CustomDomainRepositoryPort } from '../ports/custom-domain-repository.port.ts';

export class InMemoryCustomDomains implements CustomDomainRepositoryPort {
  readonly #byCompany = new Map<string, CustomDomain>();

  async findByCompany(companyId: string): Promise<CustomDomain | null> {
    const found = this.#byCompany.get(companyId);
    return found ? { ...found } : null;
  }

  async findCompanyByDomain(domain: string): Promise<string | null> {
    return [...this.#byCompany.values()].find((d) => d.domain === domain)?.companyId ?? null;
  }

  async findServedCompany(domain: string): Promise<string | null> {
    return [...this.#byCompany.values()].find((d) => d.domain === domain && d.status === 'verified')?.companyId ?? null;
  }

  async save(domain: CustomDomain): Promise<void> {
    this.#byCompany.set(domain.companyId, { ...domain });
  }

  async remove(companyId: string): Promise<void> {
    this.#byCompany.delete(companyId);
  }

  async saveCheck(checked: CustomDomain): Promise<void> {
    if (this.#byCompany.get(checked.companyId)?.token === checked.token) this.#byCompany.set(checked.companyId, { ...checked });
  }

  async dueForRecheck(checkedBefore: Date, limit: number): Promise<CustomDomain[]> {
    return [...this.#byCompany.values()]
      .filter((d) => d.checkedAt === null || d.checkedAt < checkedBefore)
      .sort((a, b) => (a.checkedAt?.getTime() ?? 0) - (b.checkedAt?.getTime() ?? 0))
      .slice(0, limit)
      .map((d) => ({ ...d }));
  }
}
