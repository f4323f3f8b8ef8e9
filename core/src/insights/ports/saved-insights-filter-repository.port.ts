import type { SavedInsightsFilter } from '../domain/saved-insights-filter.entity.ts';

export interface SavedInsightsFilterRepositoryPort {
  /** Names compare without regard to case. */
  findByCompanyAndName(companyId: string, name: string): Promise<SavedInsightsFilter | null>;
  /** The company's filters, by name. */
  listByCompany(companyId: string): Promise<SavedInsightsFilter[]>;
  save(filter: SavedInsightsFilter): Promise<void>;
  /** Deletes the company's filter; false when the company has none with this id. */
  delete(companyId: string, filterId: string): Promise<boolean>;
}
