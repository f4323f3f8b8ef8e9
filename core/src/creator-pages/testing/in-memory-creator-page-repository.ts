import type { CreatorPage } from '../domain/creator-page.entity.ts';
import type { CreatorPageRepositoryPort } from '../ports/creator-page-repository.port.ts';

export class InMemoryCreatorPageRepository implements CreatorPageRepositoryPort {
  readonly #pages = new Map<string, CreatorPage>();

  async findById(id: string): Promise<CreatorPage | null> {
    return structuredClone(this.#pages.get(id) ?? null);
  }

  async findBySlug(slug: string): Promise<CreatorPage | null> {
    return structuredClone([...this.#pages.values()].find((p) => p.slug === slug) ?? null);
  }

  async listByCreator(creatorId: string): Promise<CreatorPage[]> {
    return structuredClone(
      [...this.#pages.values()]
        .filter((p) => p.creatorId === creatorId)
        .sort((a, b) => a.createdAt.getTime() - b.createdAt.getTime() || a.id.localeCompare(b.id)),
    );
  }

  async insertWithinLimit(page: CreatorPage, limit: number): Promise<boolean> {
    if ([...this.#pages.values()].some((p) => p.slug === page.slug)) throw new Error(`slug ${page.slug} taken`);
    if ([...this.#pages.values()].filter((p) => p.creatorId === page.creatorId).length >= limit) return false;
    this.#pages.set(page.id, structuredClone(page));
    return true;
  }

  async update(page: CreatorPage): Promise<void> {
    this.#pages.set(page.id, structuredClone(page));
  }

  async delete(id: string): Promise<void> {
    this.#pages.delete(id);
  }
}
