import type { CreatorPage } from '../domain/creator-page.entity.ts';

export interface CreatorPageRepositoryPort {
  findById(id: string): Promise<CreatorPage | null>;
  /** `slug` lower-cased. */
  findBySlug(slug: string): Promise<CreatorPage | null>;
  /** The creator's pages, oldest first. */
  listByCreator(creatorId: string): Promise<CreatorPage[]>;
  /**
   * Inserts the page while its creator has fewer than `limit`, deciding two creates at once in the
   * store; answers false, saving nothing, at the limit. A slug already taken fails on the store's unique index.
   */
  insertWithinLimit(page: CreatorPage, limit: number): Promise<boolean>;
  update(page: CreatorPage): Promise<void>;
  delete(id: string): Promise<void>;
}
