import type { InsightsExport } from '../domain/insights-export.entity.ts';
import type { InsightsExportRepositoryPort } from '../ports/insights-export-repository.port.ts';

export class InMemoryInsightsExportRepository implements InsightsExportRepositoryPort {
  readonly #exports = new Map<string, InsightsExport>();

  async countByCompanyCreatedBetween(companyId: string, from: Date, to: Date): Promise<number> {
    return [...this.#exports.values()].filter((e) => e.companyId === companyId && e.createdAt >= from && e.createdAt < to).length;
  }

  async save(record: InsightsExport): Promise<void> {
    this.#exports.set(record.id, structuredClone(record));
  }

  /** Test helper: what was recorded. */
  all(): InsightsExport[] {
    return [...this.#exports.values()].map((e) => structuredClone(e));
  }
}
