import type { CustomDomain, DomainStatus } from '@lurkit/core/programs/domain/domain-verification.ts';
import type { CustomDomainRepositoryPort } from '@lurkit/core/programs/ports/custom-domain-repository.port.ts';
import type { EntityManager } from '@mikro-orm/postgresql';
import { isUuid, unitOfWork } from '../shared/unit-of-work.ts';

interface Row {
  company_id: string;
  domain: string;
  token: string;
  status: DomainStatus;
  /** Raw queries answer timestamps as text. */
  checked_at: string | Date | null;
  verified_at: string | Date | null;
}

const dateOf = (value: string | Date | null): Date | null => (value === null ? null : new Date(value));

const COLUMNS = 'company_id, domain, token, status, checked_at, verified_at';

const toDomain = (row: Row): CustomDomain => ({
  companyId: row.company_id,
  domain: row.domain,
  token: row.token,
  status: row.status,
  checkedAt: dateOf(row.checked_at),
  verifiedAt: dateOf(row.verified_at),
});

/** company_custom_domain: the unique index refuses a domain two companies claim at once. */
export class TableCustomDomains implements CustomDomainRepositoryPort {
  readonly #em: EntityManager;

  constructor(em: EntityManager) {
    this.#em = em;
  }

  async findByCompany(companyId: string): Promise<CustomDomain | null> {
    if (!isUuid(companyId)) return null;
    const [row] = await unitOfWork(this.#em).execute<Row[]>(`select ${COLUMNS} from company_custom_domain where company_id = ?`, [
      companyId,
    ]);
    return row ? toDomain(row) : null;
  }

  async findCompanyByDomain(domain: string): Promise<string | null> {
    const [row] = await unitOfWork(this.#em).execute<{ company_id: string }[]>(
      'select company_id from company_custom_domain where domain = ?',
      [domain.toLowerCase()],
    );
    return row?.company_id ?? null;
  }

  async findServedCompany(domain: string): Promise<string | null> {
    const [row] = await unitOfWork(this.#em).execute<{ company_id: string }[]>(
      `select company_id from company_custom_domain where domain = ? and status = 'verified'`,
      [domain.toLowerCase()],
    );
    return row?.company_id ?? null;
  }

  async save(domain: CustomDomain, at: Date): Promise<void> {
    await unitOfWork(this.#em).execute(
      `insert into company_custom_domain (${COLUMNS}, updated_at) values (?, ?, ?, ?, ?, ?, ?)
       on conflict (company_id) do update set domain = excluded.domain, token = excluded.token, status = excluded.status,
         checked_at = excluded.checked_at, verified_at = excluded.verified_at, updated_at = excluded.updated_at`,
      [domain.companyId, domain.domain, domain.token, domain.status, domain.checkedAt, domain.verifiedAt, at],
    );
  }

  async remove(companyId: string): Promise<void> {
    if (!isUuid(companyId)) return;
    await unitOfWork(this.#em).execute('delete from company_custom_domain where company_id = ?', [companyId]);
  }

  async saveCheck(checked: CustomDomain): Promise<void> {
    await unitOfWork(this.#em).execute(
      'update company_custom_domain set status = ?, checked_at = ?, verified_at = ? where company_id = ? and token = ?',
      [checked.status, checked.checkedAt, checked.verifiedAt, checked.companyId, checked.token],
    );
  }

  async dueForRecheck(checkedBefore: Date, limit: number): Promise<CustomDomain[]> {
    const rows = await unitOfWork(this.#em).execute<Row[]>(
      `select ${COLUMNS} from company_custom_domain where checked_at is null or checked_at < ?
       order by checked_at nulls first, company_id limit ?`,
      [checkedBefore, limit],
    );
    return rows.map(toDomain);
  }
}
