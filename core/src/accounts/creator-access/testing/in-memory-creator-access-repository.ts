import type { CreatorAccess } from '../domain/creator-access.entity.ts';
import type { CreatorAccessRepositoryPort } from '../ports/creator-access-repository.port.ts';

export class InMemoryCreatorAccessRepository implements CreatorAccessRepositoryPort {
  readonly #byUser = new Map<string, CreatorAccess>();
  /** Every save in order, so a test can see the in-progress step. */
  readonly history: CreatorAccess[] = [];

  async findByUserId(userId: string): Promise<CreatorAccess | null> {
    const found = this.#byUser.get(userId);
    return found ? structuredClone(found) : null;
  }

  async save(access: CreatorAccess): Promise<void> {
    this.#byUser.set(access.userId, structuredClone(access));
    this.history.push(structuredClone(access));
  }
}
