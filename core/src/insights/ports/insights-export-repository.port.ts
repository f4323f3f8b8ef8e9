import type { InsightsExport } from '../domain/insights-export.entity.ts';

export interface InsightsExportRepositoryPort {
  /** Exports of the company created in [from, to). */
  countByCompanyCreatedBetween(companyId: string, from: Date, to: Date): Promise<number>;
  save(record: InsightsExport): Promise<void>;
}
