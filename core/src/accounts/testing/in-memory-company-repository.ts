import type { Company, CompanyMember } from '../domain/company.entity.ts';
import type { CompanyRepositoryPort } from '../ports/company-repository.port.ts';

/** Members come back oldest first, as the PostgreSQL query orders them. */
const byJoinOrder = (a: CompanyMember, b: CompanyMember): number =>
  a.joinedAt.getTime() - b.joinedAt.getTime() || (a.userId < b.userId ? -1 : a.userId > b.userId ? 1 : 0);

/**
 * Twin of the PostgreSQL repository. Names are unique regardless of case and a person belongs to at
 * most one company, as the unique indexes demand; stored companies are copies.
 */
export class InMemoryCompanyRepository implements CompanyRepositoryPort {
  readonly #companies = new Map<string, Company>();

  async findById(id: string): Promise<Company | null> {
    return this.#copy(this.#companies.get(id));
  }

  async findByName(name: string): Promise<Company | null> {
    const lower = name.toLowerCase();
    return this.#copy([...this.#companies.values()].find((c) => c.name.toLowerCase() === lower));
  }

  async findByMemberUserId(userId: string): Promise<Company | null> {
    return this.#copy([...this.#companies.values()].find((c) => c.members.some((m) => m.userId === userId)));
  }

  async save(company: Company): Promise<void> {
    for (const other of this.#companies.values()) {
      if (other.id === company.id) continue;
      if (other.name.toLowerCase() === company.name.toLowerCase()) {
        throw new Error(`A company named ${company.name} already exists.`);
      }
      const shared = company.members.find((m) => other.members.some((o) => o.userId === m.userId));
      if (shared) throw new Error(`User ${shared.userId} already belongs to company ${other.id}.`);
    }
    this.#companies.set(company.id, structuredClone({ ...company, members: [...company.members].sort(byJoinOrder) }));
  }

  async delete(id: string): Promise<void> {
    this.#companies.delete(id);
  }

  /** Every stored company, for twins of read models that list companies. */
  all(): Company[] {
    return [...this.#companies.values()].map((company) => structuredClone(company));
  }

  #copy(company: Company | undefined): Company | null {
    return company ? structuredClone(company) : null;
  }
}
