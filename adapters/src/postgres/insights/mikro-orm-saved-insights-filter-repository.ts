import type { SavedInsightsFilter } from '@lurkit/core/insights/domain/saved-insights-filter.entity.ts';
import type { SavedInsightsFilterRepositoryPort } from '@lurkit/core/insights/ports/saved-insights-filter-repository.port.ts';
import type { EntityManager } from '@mikro-orm/postgresql';
import { isUuid, unitOfWork } from '../shared/unit-of-work.ts';
import { SavedInsightsFilterEntity, type SavedInsightsFilterRow } from './saved-insights-filter.entity.ts';

const fromRow = (row: SavedInsightsFilterRow): SavedInsightsFilter => ({
  id: row.id,
  companyId: row.company,
  createdByUserId: row.createdByUserId,
  name: row.name,
  options: row.options,
  createdAt: row.createdAt,
});

export class MikroOrmSavedInsightsFilterRepository implements SavedInsightsFilterRepositoryPort {
  readonly #em: EntityManager;

  constructor(em: EntityManager) {
    this.#em = em;
  }

  async findByCompanyAndName(companyId: string, name: string): Promise<SavedInsightsFilter | null> {
    if (!isUuid(companyId)) return null;
    const [row] = await unitOfWork(this.#em).execute<{ id: string }[]>(
      'select id from saved_insights_filter where company_id = ? and lower(name) = lower(?)',
      [companyId, name],
    );
    if (!row) return null;
    const found = await unitOfWork(this.#em).findOne(SavedInsightsFilterEntity, { id: row.id });
    return found ? fromRow(found) : null;
  }

  async listByCompany(companyId: string): Promise<SavedInsightsFilter[]> {
    if (!isUuid(companyId)) return [];
    const rows = await unitOfWork(this.#em).find(
      SavedInsightsFilterEntity,
      { company: companyId },
      { orderBy: { name: 'asc', id: 'asc' } },
    );
    return rows.map(fromRow);
  }

  async save(filter: SavedInsightsFilter): Promise<void> {
    await unitOfWork(this.#em).upsert(SavedInsightsFilterEntity, {
      id: filter.id,
      company: filter.companyId,
      createdByUserId: filter.createdByUserId,
      name: filter.name,
      options: filter.options,
      createdAt: filter.createdAt,
    });
  }

  async delete(companyId: string, filterId: string): Promise<boolean> {
    if (!isUuid(companyId) || !isUuid(filterId)) return false;
    return (await unitOfWork(this.#em).nativeDelete(SavedInsightsFilterEntity, { id: filterId, company: companyId })) > 0;
  }
}
