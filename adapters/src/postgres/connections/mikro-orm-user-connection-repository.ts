import type { UserConnection } from '@lurkit/core/connections/domain/user-connection.entity.ts';
import type { UserConnectionRepositoryPort } from '@lurkit/core/connections/ports/user-connection-repository.port.ts';
import type { ChannelProvider } from '@lurkit/core/shared/channel-statistics.port.ts';
import type { EntityManager } from '@mikro-orm/postgresql';
import type { SecretCipher } from '../../security/secret-cipher.ts';
import { isUuid, unitOfWork } from '../shared/unit-of-work.ts';
import { UserConnectionEntity } from './user-connection.entity.ts';
import { connectionFromRow, connectionToRow } from './user-connection.mapper.ts';

export class MikroOrmUserConnectionRepository implements UserConnectionRepositoryPort {
  readonly #em: EntityManager;
  readonly #secrets: SecretCipher;

  constructor(em: EntityManager, secrets: SecretCipher) {
    this.#em = em;
    this.#secrets = secrets;
  }

  async findById(id: string): Promise<UserConnection | null> {
    if (!isUuid(id)) return null;
    const row = await unitOfWork(this.#em).findOne(UserConnectionEntity, { id });
    return row ? connectionFromRow(row, this.#secrets) : null;
  }

  async findByProviderAccount(provider: ChannelProvider, providerAccountId: string): Promise<UserConnection | null> {
    const row = await unitOfWork(this.#em).findOne(UserConnectionEntity, { provider, providerAccountId });
    return row ? connectionFromRow(row, this.#secrets) : null;
  }

  async listByUser(userId: string): Promise<UserConnection[]> {
    if (!isUuid(userId)) return [];
    const rows = await unitOfWork(this.#em).find(UserConnectionEntity, { user: userId }, { orderBy: { provider: 'asc' } });
    return rows.map((row) => connectionFromRow(row, this.#secrets));
  }

  async listDueForRefresh(before: Date, limit: number): Promise<UserConnection[]> {
    const rows = await unitOfWork(this.#em).find(
      UserConnectionEntity,
      { status: 'valid', refreshTokenSealed: { $ne: null }, accessTokenExpiresAt: { $lt: before } },
      { orderBy: { accessTokenExpiresAt: 'asc', id: 'asc' }, limit },
    );
    return rows.map((row) => connectionFromRow(row, this.#secrets));
  }

  async save(connection: UserConnection): Promise<void> {
    await unitOfWork(this.#em).upsert(UserConnectionEntity, connectionToRow(connection, this.#secrets), {
      onConflictFields: ['id'],
      onConflictAction: 'merge',
    });
  }

  async delete(id: string): Promise<void> {
    if (!isUuid(id)) return;
    await unitOfWork(this.#em).nativeDelete(UserConnectionEntity, { id });
  }
}
