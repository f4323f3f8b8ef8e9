import type { AccountToken, AccountTokenPurpose } from '../domain/account-token.entity.ts';
import type { AccountTokenRepositoryPort } from '../ports/account-token-repository.port.ts';

/** Tokens are keyed by their hash, as in the table. */
export class InMemoryAccountTokenRepository implements AccountTokenRepositoryPort {
  readonly #tokens = new Map<string, AccountToken>();

  async findByHash(purpose: AccountTokenPurpose, hash: string): Promise<AccountToken | null> {
    const token = this.#tokens.get(hash);
    return token && token.purpose === purpose ? structuredClone(token) : null;
  }

  async save(token: AccountToken): Promise<void> {
    this.#tokens.set(token.hash, structuredClone(token));
  }

  async invalidateAll(userId: string, purpose: AccountTokenPurpose, now: Date): Promise<void> {
    for (const token of this.#tokens.values()) {
      if (token.userId === userId && token.purpose === purpose && !token.usedAt) {
        this.#tokens.set(token.hash, { ...token, usedAt: new Date(now) });
      }
    }
  }
}
