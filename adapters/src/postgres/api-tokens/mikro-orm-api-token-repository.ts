import type { ApiToken } from '@lurkit/core/api-tokens/domain/api-token.entity.ts';
import type { ApiTokenScope } from '@lurkit/core/api-tokens/domain/api-token.schema.ts';
import type { ApiTokenRepositoryPort } from '@lurkit/core/api-tokens/ports/api-token-repository.port.ts';
import type { EntityManager } from '@mikro-orm/postgresql';
import { findRowById, isUuid, unitOfWork } from '../shared/unit-of-work.ts';
import { ApiTokenEntity, type ApiTokenRow } from './api-tokens.entities.ts';

const tokenFromRow = (row: ApiTokenRow): ApiToken => ({
  id: row.id,
  companyId: row.company,
  createdBy: row.createdBy,
  name: row.name,
  scopes: row.scopes as ApiTokenScope[],
  hash: row.hash,
  hint: row.hint,
  createdAt: row.createdAt,
  lastUsedAt: row.lastUsedAt ?? null,
  revokedAt: row.revokedAt ?? null,
});

export class MikroOrmApiTokenRepository implements ApiTokenRepositoryPort {
  readonly #em: EntityManager;

  constructor(em: EntityManager) {
    this.#em = em;
  }

  findById(id: string): Promise<ApiToken | null> {
    return findRowById(this.#em, ApiTokenEntity, id, tokenFromRow);
  }

  async findByHash(hash: string): Promise<ApiToken | null> {
    const row = await unitOfWork(this.#em).findOne(ApiTokenEntity, { hash });
    return row ? tokenFromRow(row) : null;
  }

  async save(token: ApiToken): Promise<void> {
    const { companyId, scopes, ...rest } = token;
    await unitOfWork(this.#em).upsert(ApiTokenEntity, { ...rest, company: companyId, scopes: [...scopes] });
  }

  async listLive(companyId: string): Promise<ApiToken[]> {
    if (!isUuid(companyId)) return [];
    const rows = await unitOfWork(this.#em).find(
      ApiTokenEntity,
      { company: companyId, revokedAt: null },
      { orderBy: [{ createdAt: 'desc' }, { id: 'desc' }] },
    );
    return rows.map(tokenFromRow);
  }

  /** One conditional update: two instances using the token in the same minute write once. */
  async recordUse(id: string, at: Date, precisionMs: number): Promise<boolean> {
    if (!isUuid(id)) return false;
    const changed = await unitOfWork(this.#em).execute<{ id: string }[]>(
      `update api_token set last_used_at = ? where id = ? and (last_used_at is null or last_used_at <= ?) returning id`,
      [at, id, new Date(at.getTime() - precisionMs)] as never[],
    );
    return changed.length > 0;
  }
}
