import type { CodeItem } from '../domain/code-item.entity.ts';
import type { CodeItemRepositoryPort } from '../ports/code-item-repository.port.ts';

export class InMemoryCodeItemRepository implements CodeItemRepositoryPort {
  readonly #items = new Map<string, CodeItem>();

  async findById(id: string): Promise<CodeItem | null> {
    const item = this.#items.get(id);
    return item ? structuredClone(item) : null;
  }

  async listByCompany(companyId: string): Promise<CodeItem[]> {
    return [...this.#items.values()].filter((i) => i.companyId === companyId).map((i) => structuredClone(i));
  }

  async save(item: CodeItem): Promise<void> {
    this.#items.set(item.id, structuredClone(item));
  }

  async delete(id: string): Promise<void> {
    this.#items.delete(id);
  }
}
