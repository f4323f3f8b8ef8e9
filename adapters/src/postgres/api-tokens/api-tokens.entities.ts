import { defineEntity, p, type InferEntity } from '@mikro-orm/postgresql';
import { CompanyEntity } from '../accounts/company.entity.ts';

/**
 * A company's API token: the SHA-256 hash of its value, never the value. The creator is kept by id
 * without a foreign key (a revoked token stays listed in the audit trail after its creator's account goes).
 */
export const ApiTokenEntity = defineEntity({
  name: 'ApiToken',
  tableName: 'api_token',
  properties: {
    id: p.uuid().primary(),
    company: () => p.manyToOne(CompanyEntity).mapToPk().deleteRule('cascade'),
    createdBy: p.uuid(),
    name: p.string().length(80),
    scopes: p.array(),
    hash: p.string().length(64).unique('api_token_hash_unique'),
    hint: p.string().length(16),
    createdAt: p.datetime(),
    lastUsedAt: p.datetime().nullable(),
    revokedAt: p.datetime().nullable(),
  },
  indexes: [{ name: 'api_token_company_created_index', properties: ['company', 'createdAt'] }],
});
export type ApiTokenRow = InferEntity<typeof ApiTokenEntity>;

export const apiTokensEntities = [ApiTokenEntity];
