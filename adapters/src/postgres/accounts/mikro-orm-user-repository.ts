import type { User } from '@lurkit/core/accounts/domain/user.entity.ts';
import type { UserRepositoryPort } from '@lurkit/core/accounts/ports/user-repository.port.ts';
import { raw, type EntityManager } from '@mikro-orm/postgresql';
import type { AccountChangeListener } from '../../caching/session-view-cache.ts';
import { UserAccountEntity } from './user-account.entity.ts';
import { findRowById, isUuid, unitOfWork } from '../shared/unit-of-work.ts';
import { userFromRow, userToRow } from './user.mapper.ts';

type CaseInsensitiveColumn = 'username' | 'email' | 'display_name';

export class MikroOrmUserRepository implements UserRepositoryPort {
  readonly #em: EntityManager;
  readonly #changes: AccountChangeListener | undefined;

  /** `changes` hears of every write a cached session view shows (see caching/session-view-cache.ts). */
  constructor(em: EntityManager, changes?: AccountChangeListener) {
    this.#em = em;
    this.#changes = changes;
  }

  findById(id: string): Promise<User | null> {
    return findRowById(this.#em, UserAccountEntity, id, userFromRow);
  }

  findByUsername(username: string): Promise<User | null> {
    return this.#findIgnoringCase('username', username);
  }

  findByEmail(email: string): Promise<User | null> {
    return this.#findIgnoringCase('email', email);
  }

  findByDisplayName(displayName: string): Promise<User | null> {
    return this.#findIgnoringCase('display_name', displayName);
  }

  async findByIds(ids: readonly string[]): Promise<User[]> {
    const valid = ids.filter(isUuid);
    if (valid.length === 0) return [];
    const rows = await unitOfWork(this.#em).find(UserAccountEntity, { id: { $in: valid } });
    return rows.map(userFromRow);
  }

  async findCreatorsByName(prefix: string, limit: number): Promise<User[]> {
    // A prefix is matched literally: LIKE's wildcards in it are escaped.
    const pattern = `${prefix.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
    const rows = await unitOfWork(this.#em).find(
      UserAccountEntity,
      {
        userType: 'Creator',
        status: 'active',
        $or: [
          { [raw((alias) => `lower(${alias}.username)`)]: { $like: pattern } },
          { [raw((alias) => `lower(${alias}.display_name)`)]: { $like: pattern } },
        ],
      },
      { orderBy: [{ [raw((alias) => `lower(${alias}.display_name)`)]: 'asc' }, { id: 'asc' }], limit },
    );
    return rows.map(userFromRow);
  }

  async save(user: User): Promise<void> {
    await unitOfWork(this.#em).upsert(UserAccountEntity, userToRow(user));
    this.#changes?.changed({ userIds: [user.id] });
  }

  async delete(id: string): Promise<void> {
    if (!isUuid(id)) return;
    await unitOfWork(this.#em).nativeDelete(UserAccountEntity, { id });
    this.#changes?.changed({ userIds: [id] });
  }

  /** Compares lower(column), which is what the unique indexes cover, so the lookup uses them. */
  async #findIgnoringCase(column: CaseInsensitiveColumn, value: string): Promise<User | null> {
    const row = await unitOfWork(this.#em).findOne(UserAccountEntity, {
      [raw((alias) => `lower(${alias}.${column})`)]: value.toLowerCase(),
    });
    return row ? userFromRow(row) : null;
  }
}
