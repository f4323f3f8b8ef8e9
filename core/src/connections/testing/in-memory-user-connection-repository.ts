import type { ChannelProvider } from '../../shared/channel-statistics.port.ts';
import type { UserConnection } from '../domain/user-connection.entity.ts';
import type { UserConnectionRepositoryPort } from '../ports/user-connection-repository.port.ts';

const PROVIDER_ORDER: readonly ChannelProvider[] = ['tiktok', 'twitch', 'youtube'];

/** Twin of the PostgreSQL repository, with its two unique rules; stored and handed out as copies. */
export class InMemoryUserConnectionRepository implements UserConnectionRepositoryPort {
  readonly #rows = new Map<string, UserConnection>();

  async findById(id: string): Promise<UserConnection | null> {
    const found = this.#rows.get(id);
    return found ? structuredClone(found) : null;
  }

  async findByProviderAccount(provider: ChannelProvider, providerAccountId: string): Promise<UserConnection | null> {
    const found = [...this.#rows.values()].find((c) => c.provider === provider && c.providerAccountId === providerAccountId);
    return found ? structuredClone(found) : null;
  }

  async listByUser(userId: string): Promise<UserConnection[]> {
    return [...this.#rows.values()]
      .filter((c) => c.userId === userId)
      .sort((a, b) => PROVIDER_ORDER.indexOf(a.provider) - PROVIDER_ORDER.indexOf(b.provider))
      .map((c) => structuredClone(c));
  }

  async listDueForRefresh(before: Date, limit: number): Promise<UserConnection[]> {
    return [...this.#rows.values()]
      .filter(
        (c) =>
          c.status === 'valid' &&
          c.tokens.refreshToken !== null &&
          c.tokens.accessTokenExpiresAt !== null &&
          c.tokens.accessTokenExpiresAt < before,
      )
      .sort((a, b) => a.tokens.accessTokenExpiresAt!.getTime() - b.tokens.accessTokenExpiresAt!.getTime())
      .slice(0, limit)
      .map((c) => structuredClone(c));
  }

  async save(connection: UserConnection): Promise<void> {
    for (const other of this.#rows.values()) {
      if (other.id === connection.id) continue;
      const sameAccount = other.provider === connection.provider && other.providerAccountId === connection.providerAccountId;
      const sameSlot = other.provider === connection.provider && other.userId === connection.userId;
      if (sameAccount || sameSlot) throw new Error('user_connection unique violation');
    }
    this.#rows.set(connection.id, structuredClone(connection));
  }

  async delete(id: string): Promise<void> {
    this.#rows.delete(id);
  }
}
