import type { CodeRequest } from '../domain/code-request.entity.ts';
import { samePlatform } from '../domain/platform.ts';
import type { CodeRequestRepositoryPort } from '../ports/code-request-repository.port.ts';

export class InMemoryCodeRequestRepository implements CodeRequestRepositoryPort {
  readonly #requests = new Map<string, CodeRequest>();

  async listOpenByItem(itemId: string): Promise<CodeRequest[]> {
    return [...this.#requests.values()].filter((r) => r.itemId === itemId && r.status === 'open').map((r) => structuredClone(r));
  }

  async save(request: CodeRequest): Promise<void> {
    this.#requests.set(request.id, structuredClone(request));
  }

  async addOpen(request: CodeRequest): Promise<boolean> {
    // Check and store with no await between, as the store's unique index would.
    const taken = [...this.#requests.values()].some(
      (r) =>
        r.itemId === request.itemId &&
        r.status === 'open' &&
        r.creatorId === request.creatorId &&
        samePlatform(r.platform, request.platform),
    );
    if (!taken) this.#requests.set(request.id, structuredClone(request));
    return !taken;
  }

  /** Every request, for assertions on state. */
  all(): CodeRequest[] {
    return [...this.#requests.values()].map((r) => structuredClone(r));
  }
}
