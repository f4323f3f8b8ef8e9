import type { CustomDomainRepositoryPort } from '../ports/custom-domain-repository.port.ts';

export class InMemoryCustomDomains implements CustomDomainRepositoryPort {
  readonly #byCompany = new Map<string, string>();

  async findByCompany(companyId: string): Promise<string | null> {
    return this.#byCompany.get(companyId) ?? null;
  }

  async findCompanyByDomain(domain: string): Promise<string | null> {
    return [...this.#byCompany].find(([, d]) => d === domain)?.[0] ?? null;
  }

  async save(companyId: string, domain: string | null): Promise<void> {
    if (domain === null) this.#byCompany.delete(companyId);
    else this.#byCompany.set(companyId, domain);
  }
}
