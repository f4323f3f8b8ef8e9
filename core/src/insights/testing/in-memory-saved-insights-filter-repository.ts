import type { SavedInsightsFilter } from '../domain/saved-insights-filter.entity.ts';
import type { SavedInsightsFilterRepositoryPort } from '../ports/saved-insights-filter-repository.port.ts';

export class InMemorySavedInsightsFilterRepository implements SavedInsightsFilterRepositoryPort {
  readonly #filters = new Map<string, SavedInsightsFilter>();

  async findByCompanyAndName(companyId: string, name: string): Promise<SavedInsightsFilter | null> {
    const wanted = name.toLowerCase();
    const found = [...this.#filters.values()].find((f) => f.companyId === companyId && f.name.toLowerCase() === wanted);
    return found ? structuredClone(found) : null;
  }

  async listByCompany(companyId: string): Promise<SavedInsightsFilter[]> {
    return [...this.#filters.values()]
      .filter((f) => f.companyId === companyId)
      .sort((a, b) => a.name.localeCompare(b.name))
      .map((f) => structuredClone(f));
  }

  async save(filter: SavedInsightsFilter): Promise<void> {
    this.#filters.set(filter.id, structuredClone(filter));
  }

  async delete(companyId: string, filterId: string): Promise<boolean> {
    if (this.#filters.get(filterId)?.companyId !== companyId) return false;
    return this.#filters.delete(filterId);
  }
}
