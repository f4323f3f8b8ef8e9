import type { AnalyticsPage } from '../domain/analytics-page.entity.ts';
import type { AnalyticsPageRepositoryPort } from '../ports/analytics-page-repository.port.ts';

export class InMemoryAnalyticsPageRepository implements AnalyticsPageRepositoryPort {
  readonly #pages = new Map<string, AnalyticsPage>();

  async findById(id: string): Promise<AnalyticsPage | null> {
    return structuredClone(this.#pages.get(id) ?? null);
  }

  async listByCreator(creatorId: string): Promise<AnalyticsPage[]> {
    return structuredClone(
      [...this.#pages.values()]
        .filter((p) => p.creatorId === creatorId)
        .sort((a, b) => a.createdAt.getTime() - b.createdAt.getTime() || a.id.localeCompare(b.id)),
    );
  }

  async insertWithinLimit(page: AnalyticsPage, limit: number): Promise<boolean> {
    if ([...this.#pages.values()].filter((p) => p.creatorId === page.creatorId).length >= limit) return false;
    this.#pages.set(page.id, structuredClone(page));
    return true;
  }

  async update(page: AnalyticsPage): Promise<void> {
    this.#pages.set(page.id, structuredClone(page));
  }

  async delete(id: string): Promise<void> {
    this.#pages.delete(id);
  }
}
