import type { AnalyticsPage } from '@lurkit/core/creator-pages/domain/analytics-page.entity.ts';
import type { AnalyticsPeriod } from '@lurkit/core/creator-pages/domain/analytics-page.schema.ts';
import type { AnalyticsPageRepositoryPort } from '@lurkit/core/creator-pages/ports/analytics-page-repository.port.ts';
import type { EntityManager } from '@mikro-orm/postgresql';
import { findRowById, isUuid, unitOfWork } from '../shared/unit-of-work.ts';
import { AnalyticsPageEntity, type AnalyticsPageRow } from './analytics-page.entity.ts';

const fromRow = (row: AnalyticsPageRow): AnalyticsPage => ({
  id: row.id,
  creatorId: row.creator,
  name: row.name,
  // Written only from the form schema's picklist.
  period: row.period as AnalyticsPeriod,
  figures: row.figures,
  createdAt: row.createdAt,
  updatedAt: row.updatedAt,
});
const toRow = ({ creatorId, ...page }: AnalyticsPage) => ({ ...page, figures: [...page.figures], creator: creatorId });

export class MikroOrmAnalyticsPageRepository implements AnalyticsPageRepositoryPort {
  readonly #em: EntityManager;

  constructor(em: EntityManager) {
    this.#em = em;
  }

  findById(id: string): Promise<AnalyticsPage | null> {
    return findRowById(this.#em, AnalyticsPageEntity, id, fromRow);
  }

  async listByCreator(creatorId: string): Promise<AnalyticsPage[]> {
    if (!isUuid(creatorId)) return [];
    const rows = await unitOfWork(this.#em).find(AnalyticsPageEntity, { creator: creatorId }, { orderBy: { createdAt: 'asc', id: 'asc' } });
    return rows.map(fromRow);
  }

  async insertWithinLimit(page: AnalyticsPage, limit: number): Promise<boolean> {
    return unitOfWork(this.#em).transactional(async (em) => {
      // The creator's row is the lock two creates wait on, so the second counts the first's page.
      await em.execute('select id from user_account where id = ? for update', [page.creatorId]);
      const [row] = await em.execute<{ count: string }[]>('select count(*) as count from analytics_page where creator_id = ?', [
        page.creatorId,
      ]);
      if (Number(row?.count ?? 0) >= limit) return false;
      em.create(AnalyticsPageEntity, toRow(page));
      await em.flush();
      return true;
    });
  }

  async update(page: AnalyticsPage): Promise<void> {
    const { id, creator: _creator, createdAt: _createdAt, ...changes } = toRow(page);
    await unitOfWork(this.#em).nativeUpdate(AnalyticsPageEntity, { id }, changes);
  }

  async delete(id: string): Promise<void> {
    if (!isUuid(id)) return;
    await unitOfWork(this.#em).nativeDelete(AnalyticsPageEntity, { id });
  }
}
