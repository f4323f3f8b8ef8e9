import type { AnalyticsPage } from '../domain/analytics-page.entity.ts';

export interface AnalyticsPageRepositoryPort {
  findById(id: string): Promise<AnalyticsPage | null>;
  /** The creator's analytics pages, oldest first. */
  listByCreator(creatorId: string): Promise<AnalyticsPage[]>;
  /**
   * Inserts the page while its creator has fewer than `limit`, deciding two creates at once in the
   * store; answers false, saving nothing, at the limit.
   */
  insertWithinLimit(page: AnalyticsPage, limit: number): Promise<boolean>;
  update(page: AnalyticsPage): Promise<void>;
  delete(id: string): Promise<void>;
}
