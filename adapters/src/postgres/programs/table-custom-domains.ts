import type { CustomDomainRepositoryPort } from '@lurkit/core/programs/ports/custom-domain-repository.port.ts';
import type { EntityManager } from '@mikro-orm/postgresql';
import { isUuid, unitOfWork } from '../shared/unit-of-work.ts';

/** company_custom_domain: the unique index refuses a domain two companies claim at once. */
export class TableCustomDomains implements CustomDomainRepositoryPort {
  readonly #em: EntityManager;

  constructor(em: EntityManager) {
    this.#em = em;
  }

  async findByCompany(companyId: string): Promise<string | null> {
    if (!isUuid(companyId)) return null;
    const [row] = await unitOfWork(this.#em).execute<{ domain: string }[]>(
      'select domain from company_custom_domain where company_id = ?',
      [companyId],
    );
    return row?.domain ?? null;
  }

  async findCompanyByDomain(domain: string): Promise<string | null> {
    const [row] = await unitOfWork(this.#em).execute<{ company_id: string }[]>(
      'select company_id from company_custom_domain where domain = ?',
      [domain.toLowerCase()],
    );
    return row?.company_id ?? null;
  }

  async save(companyId: string, domain: string | null, at: Date): Promise<void> {
    if (domain === null) {
      await unitOfWork(this.#em).execute('delete from company_custom_domain where company_id = ?', [companyId]);
      return;
    }
    await unitOfWork(this.#em).execute(
      `insert into company_custom_domain (company_id, domain, updated_at) values (?, ?, ?)
       on conflict (company_id) do update set domain = excluded.domain, updated_at = excluded.updated_at`,
      [companyId, domain, at],
    );
  }
}
