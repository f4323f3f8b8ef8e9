import type { CodeRequest } from '../domain/code-request.entity.ts';

export interface CodeRequestRepositoryPort {
  /** Open requests of one item, every creator and platform. */
  listOpenByItem(itemId: string): Promise<CodeRequest[]>;
  /** Inserts or updates. */
  save(request: CodeRequest): Promise<void>;
}
