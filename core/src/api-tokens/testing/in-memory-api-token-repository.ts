import type { ApiToken } from '../domain/api-token.entity.ts';
import type { ApiTokenRepositoryPort } from '../ports/api-token-repository.port.ts';

export class InMemoryApiTokenRepository implements ApiTokenRepositoryPort {
  readonly #tokens = new Map<string, ApiToken>();

  async findById(id: string): Promise<ApiToken | null> {
    return this.#tokens.get(id) ?? null;
  }

  async findByHash(hash: string): Promise<ApiToken | null> {
    return [...this.#tokens.values()].find((t) => t.hash === hash) ?? null;
  }

  async save(token: ApiToken): Promise<void> {
    this.#tokens.set(token.id, token);
  }

  async listLive(companyId: string): Promise<ApiToken[]> {
    return [...this.#tokens.values()]
      .filter((t) => t.companyId === companyId && t.revokedAt === null)
      .sort((a, b) => b.createdAt.getTime() - a.createdAt.getTime() || b.id.localeCompare(a.id));
  }

  async recordUse(id: string, at: Date, precisionMs: number): Promise<boolean> {
    const token = this.#tokens.get(id);
    if (!token || (token.lastUsedAt && at.getTime() - token.lastUsedAt.getTime() < precisionMs)) return false;
    this.#tokens.set(id, { ...token, lastUsedAt: at });
    return true;
  }
}
