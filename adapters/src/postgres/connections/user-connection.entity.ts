import { defineEntity, p, type InferEntity } from '@mikro-orm/postgresql';
import { UserAccountEntity } from '../accounts/user-account.entity.ts';

/**
 * A person's OAuth connection to Twitch, YouTube or TikTok. Tokens are sealed (SecretCipher): a copy of
 * the database does not hand out anyone's channel. A provider account belongs to one person, and a
 * person has one account per provider.
 */
export const UserConnectionEntity = defineEntity({
  name: 'UserConnection',
  tableName: 'user_connection',
  properties: {
    id: p.uuid().primary(),
    user: () => p.manyToOne(UserAccountEntity).mapToPk().deleteRule('cascade'),
    provider: p.string().length(16),
    providerAccountId: p.string().length(128),
    login: p.string().length(100),
    displayName: p.string().length(100),
    accessTokenSealed: p.text(),
    refreshTokenSealed: p.text().nullable(),
    accessTokenExpiresAt: p.datetime().nullable(),
    status: p.string().length(16),
    connectedAt: p.datetime(),
    refreshedAt: p.datetime().nullable(),
    invalidatedAt: p.datetime().nullable(),
  },
  uniques: [
    { name: 'user_connection_provider_account_unique', properties: ['provider', 'providerAccountId'] },
    { name: 'user_connection_user_provider_unique', properties: ['user', 'provider'] },
  ],
  indexes: [{ name: 'user_connection_refresh_due_index', properties: ['status', 'accessTokenExpiresAt'] }],
});

export type UserConnectionRow = InferEntity<typeof UserConnectionEntity>;
export const connectionsEntities = [UserConnectionEntity];
