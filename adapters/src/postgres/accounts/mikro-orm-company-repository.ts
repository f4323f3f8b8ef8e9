import type { Company } from '@lurkit/core/accounts/domain/company.entity.ts';
import type { CompanyRepositoryPort } from '@lurkit/core/accounts/ports/company-repository.port.ts';
import { raw, type EntityManager } from '@mikro-orm/postgresql';
import type { AccountChangeListener } from '../../caching/session-view-cache.ts';
import { CompanyMemberEntity } from './company-member.entity.ts';
import { CompanyEntity, type CompanyRow } from './company.entity.ts';
import { isUuid, unitOfWork } from '../shared/unit-of-work.ts';
import { companyFromRows, companyToRow, memberToRow } from './company.mapper.ts';

export class MikroOrmCompanyRepository implements CompanyRepositoryPort {
  readonly #em: EntityManager;
  readonly #changes: AccountChangeListener | undefined;

  /** `changes` hears of every write a cached session view shows (see caching/session-view-cache.ts). */
  constructor(em: EntityManager, changes?: AccountChangeListener) {
    this.#em = em;
    this.#changes = changes;
  }

  async findById(id: string): Promise<Company | null> {
    if (!isUuid(id)) return null;
    const em = unitOfWork(this.#em);
    return this.#withMembers(em, await em.findOne(CompanyEntity, { id }));
  }

  /** lower(name) is what the unique index covers. */
  async findByName(name: string): Promise<Company | null> {
    const em = unitOfWork(this.#em);
    const row = await em.findOne(CompanyEntity, { [raw((alias) => `lower(${alias}.name)`)]: name.toLowerCase() });
    return this.#withMembers(em, row);
  }

  async findByMemberUserId(userId: string): Promise<Company | null> {
    if (!isUuid(userId)) return null;
    const em = unitOfWork(this.#em);
    const membership = await em.findOne(CompanyMemberEntity, { user: userId });
    return membership ? this.#withMembers(em, await em.findOne(CompanyEntity, { id: membership.company })) : null;
  }

  /**
   * Replaces the member rows in the same transaction as the company row. A member who already
   * belongs to another company violates the member primary key, so the save fails as a whole.
   */
  async save(company: Company): Promise<void> {
    await unitOfWork(this.#em).transactional(async (em) => {
      await em.upsert(CompanyEntity, companyToRow(company));
      await em.nativeDelete(CompanyMemberEntity, { company: company.id });
      if (company.members.length > 0) {
        await em.insertMany(
          CompanyMemberEntity,
          company.members.map((m) => memberToRow(company.id, m)),
        );
      }
    });
    // Members who left are found by the company id, members who joined by theirs.
    this.#changes?.changed({ companyIds: [company.id], userIds: company.members.map((m) => m.userId) });
  }

  /** Memberships and invitations go with the company (ON DELETE CASCADE). */
  async delete(id: string): Promise<void> {
    if (!isUuid(id)) return;
    await unitOfWork(this.#em).nativeDelete(CompanyEntity, { id });
    this.#changes?.changed({ companyIds: [id] });
  }

  async #withMembers(em: EntityManager, row: CompanyRow | null): Promise<Company | null> {
    if (!row) return null;
    const members = await em.find(CompanyMemberEntity, { company: row.id }, { orderBy: [{ joinedAt: 'asc' }, { user: 'asc' }] });
    return companyFromRows(row, members);
  }
}
