import type { InsightsExport } from '@lurkit/core/insights/domain/insights-export.entity.ts';
import type { InsightsExportRepositoryPort } from '@lurkit/core/insights/ports/insights-export-repository.port.ts';
import type { EntityManager } from '@mikro-orm/postgresql';
import { isUuid, unitOfWork } from '../shared/unit-of-work.ts';
import { InsightsExportEntity } from './saved-insights-filter.entity.ts';

export class MikroOrmInsightsExportRepository implements InsightsExportRepositoryPort {
  readonly #em: EntityManager;

  constructor(em: EntityManager) {
    this.#em = em;
  }

  /**
   * Locks the company's row first, so two exports at once count one after the other and the sixth
   * of a month is refused even under a double click (core's ExportInsights asks for this).
   */
  async countByCompanyCreatedBetween(companyId: string, from: Date, to: Date): Promise<number> {
    if (!isUuid(companyId)) return 0;
    const uow = unitOfWork(this.#em);
    await uow.execute('select id from company where id = ? for update', [companyId]);
    return uow.count(InsightsExportEntity, { company: companyId, createdAt: { $gte: from, $lt: to } });
  }

  async save(record: InsightsExport): Promise<void> {
    await unitOfWork(this.#em).insert(InsightsExportEntity, {
      id: record.id,
      company: record.companyId,
      requestedByUserId: record.requestedByUserId,
      platform: record.platform,
      from: record.from,
      to: record.to,
      createdAt: record.createdAt,
    });
  }
}
