import type { CodeRequest } from '../domain/code-request.entity.ts';

export interface CodeRequestRepositoryPort {
  /** Open requests of one item, every creator and platform. */
  listOpenByItem(itemId: string): Promise<CodeRequest[]>;
  /** Inserts or updates. */
  save(request: CodeRequest): Promise<void>;
  /**
   * Stores a new open request unless the creator already has one open for the item and platform
   * (case-blind); answers whether it did. Decided in the store, so a double click asks once.
   */
  addOpen(request: CodeRequest): Promise<boolean>;
}
