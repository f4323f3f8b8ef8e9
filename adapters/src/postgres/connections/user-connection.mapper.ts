import type { UserConnection } from '@lurkit/core/connections/domain/user-connection.entity.ts';
import type { ChannelProvider } from '@lurkit/core/shared/channel-statistics.port.ts';
import type { SecretCipher } from '../../security/secret-cipher.ts';
import type { UserConnectionRow } from './user-connection.entity.ts';

export function connectionToRow({ userId, tokens, ...c }: UserConnection, secrets: SecretCipher): UserConnectionRow {
  return {
    ...c,
    user: userId,
    accessTokenSealed: secrets.encrypt(tokens.accessToken),
    refreshTokenSealed: tokens.refreshToken === null ? null : secrets.encrypt(tokens.refreshToken),
    accessTokenExpiresAt: tokens.accessTokenExpiresAt,
  };
}

export function connectionFromRow(row: UserConnectionRow, secrets: SecretCipher): UserConnection {
  return {
    id: row.id,
    userId: row.user,
    provider: row.provider as ChannelProvider,
    providerAccountId: row.providerAccountId,
    login: row.login,
    displayName: row.displayName,
    tokens: {
      accessToken: secrets.decrypt(row.accessTokenSealed),
      refreshToken:
        row.refreshTokenSealed === null || row.refreshTokenSealed === undefined ? null : secrets.decrypt(row.refreshTokenSealed),
      accessTokenExpiresAt: row.accessTokenExpiresAt ?? null,
    },
    status: row.status === 'invalid' ? 'invalid' : 'valid',
    connectedAt: row.connectedAt,
    refreshedAt: row.refreshedAt ?? null,
    invalidatedAt: row.invalidatedAt ?? null,
  };
}
