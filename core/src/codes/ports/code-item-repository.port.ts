import type { CodeItem } from '../domain/code-item.entity.ts';

export interface CodeItemRepositoryPort {
  findById(id: string): Promise<CodeItem | null>;
  listByCompany(companyId: string): Promise<CodeItem[]>;
  /** Inserts or updates. */
  save(item: CodeItem): Promise<void>;
  /** Removes the item with its codes, their history and open asks for more. */
  delete(id: string): Promise<void>;
}
