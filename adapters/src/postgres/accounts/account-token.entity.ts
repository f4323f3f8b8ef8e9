import { defineEntity, p, type InferEntity } from '@mikro-orm/postgresql';
import { UserAccountEntity } from './user-account.entity.ts';

/** Keyed by the SHA-256 hash of the emailed secret; the secret itself is never stored. */
export const AccountTokenEntity = defineEntity({
  name: 'AccountToken',
  tableName: 'account_token',
  properties: {
    hash: p.string().length(128).primary(),
    user: () => p.manyToOne(UserAccountEntity).mapToPk().deleteRule('cascade'),
    purpose: p.string().length(32),
    email: p.string().length(254),
    createdAt: p.datetime(),
    expiresAt: p.datetime(),
    usedAt: p.datetime().nullable(),
  },
  // Serves invalidateAll (user and purpose).
  indexes: [{ name: 'account_token_user_id_purpose_created_at_index', properties: ['user', 'purpose', 'createdAt'] }],
});

export type AccountTokenRow = InferEntity<typeof AccountTokenEntity>;
