import type { CodeRequest } from '../domain/code-request.entity.ts';
import type { CodeRequestRepositoryPort } from '../ports/code-request-repository.port.ts';

export class InMemoryCodeRequestRepository implements CodeRequestRepositoryPort {
  readonly #requests = new Map<string, CodeRequest>();

  async listOpenByItem(itemId: string): Promise<CodeRequest[]> {
    return [...this.#requests.values()].filter((r) => r.itemId === itemId && r.status === 'open').map((r) => structuredClone(r));
  }

  async save(request: CodeRequest): Promise<void> {
    this.#requests.set(request.id, structuredClone(request));
  }

  /** Every request, for assertions on state. */
  all(): CodeRequest[] {
    return [...this.#requests.values()].map((r) => structuredClone(r));
  }
}
