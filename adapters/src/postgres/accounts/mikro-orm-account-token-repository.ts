import type { AccountToken, AccountTokenPurpose } from '@lurkit/core/accounts/domain/account-token.entity.ts';
import type { AccountTokenRepositoryPort } from '@lurkit/core/accounts/ports/account-token-repository.port.ts';
import type { EntityManager } from '@mikro-orm/postgresql';
import { AccountTokenEntity } from './account-token.entity.ts';
import { isUuid, unitOfWork } from '../shared/unit-of-work.ts';
import { tokenFromRow, tokenToRow } from './account-token.mapper.ts';

export class MikroOrmAccountTokenRepository implements AccountTokenRepositoryPort {
  readonly #em: EntityManager;

  constructor(em: EntityManager) {
    this.#em = em;
  }

  async findByHash(purpose: AccountTokenPurpose, hash: string): Promise<AccountToken | null> {
    const row = await unitOfWork(this.#em).findOne(AccountTokenEntity, { hash, purpose });
    return row ? tokenFromRow(row) : null;
  }

  async save(token: AccountToken): Promise<void> {
    await unitOfWork(this.#em).upsert(AccountTokenEntity, tokenToRow(token));
  }

  async invalidateAll(userId: string, purpose: AccountTokenPurpose, now: Date): Promise<void> {
    if (!isUuid(userId)) return;
    await unitOfWork(this.#em).nativeUpdate(AccountTokenEntity, { user: userId, purpose, usedAt: null }, { usedAt: now });
  }
}
