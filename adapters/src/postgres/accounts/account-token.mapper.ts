import type { AccountToken, AccountTokenPurpose } from '@lurkit/core/accounts/domain/account-token.entity.ts';
import type { AccountTokenRow } from './account-token.entity.ts';
import { knownValue } from '../shared/known-value.ts';

const PURPOSES: readonly AccountTokenPurpose[] = ['verify-email', 'reset-password'];

export const tokenFromRow = (row: AccountTokenRow): AccountToken => ({
  hash: row.hash,
  userId: row.user,
  purpose: knownValue(PURPOSES, row.purpose, 'token purpose'),
  email: row.email,
  createdAt: row.createdAt,
  expiresAt: row.expiresAt,
  usedAt: row.usedAt ?? null,
});

export const tokenToRow = ({ userId, ...token }: AccountToken): AccountTokenRow => ({ ...token, user: userId });
