import type { ChannelProvider } from '../../shared/channel-statistics.port.ts';
import type { UserConnection } from '../domain/user-connection.entity.ts';

export interface UserConnectionRepositoryPort {
  findById(id: string): Promise<UserConnection | null>;
  findByProviderAccount(provider: ChannelProvider, providerAccountId: string): Promise<UserConnection | null>;
  /** The person's connections, by provider. */
  listByUser(userId: string): Promise<UserConnection[]>;
  /** Valid connections with a refresh token whose access token runs out before `before`, soonest first. */
  listDueForRefresh(before: Date, limit: number): Promise<UserConnection[]>;
  /** Inserts or updates; a provider account on two people, or two accounts of one provider on one person, fail on the store's unique indexes. */
  save(connection: UserConnection): Promise<void>;
  delete(id: string): Promise<void>;
}
