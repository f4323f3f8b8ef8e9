import type { Code, CodeStatus } from '../domain/code.entity.ts';
import type { CodeRepositoryPort } from '../ports/code-repository.port.ts';

export class InMemoryCodeRepository implements CodeRepositoryPort {
  readonly #codes = new Map<string, Code>();

  async listByItem(itemId: string): Promise<Code[]> {
    return [...this.#codes.values()].filter((c) => c.itemId === itemId).map((c) => structuredClone(c));
  }

  async saveAll(codes: readonly Code[]): Promise<void> {
    for (const code of codes) this.#codes.set(code.id, structuredClone(code));
  }

  async replaceIfStatus(codes: readonly Code[], expected: CodeStatus): Promise<boolean> {
    if (codes.some((c) => this.#codes.get(c.id)?.status !== expected)) return false;
    await this.saveAll(codes);
    return true;
  }
}
