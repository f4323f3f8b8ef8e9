import { USER_TYPES, type AccountStatus, type User } from '@lurkit/core/accounts/domain/user.entity.ts';
import type { UserAccountRow } from './user-account.entity.ts';
import { knownValue } from '../shared/known-value.ts';

const ACCOUNT_STATUSES: readonly AccountStatus[] = ['active', 'inactive', 'locked'];

export const userFromRow = (row: UserAccountRow): User => ({
  id: row.id,
  username: row.username,
  displayName: row.displayName,
  email: row.email,
  emailVerifiedAt: row.emailVerifiedAt ?? null,
  passwordHash: row.passwordHash,
  userType: knownValue(USER_TYPES, row.userType, 'user_type'),
  status: knownValue(ACCOUNT_STATUSES, row.status, 'status'),
  failedSignInAttempts: row.failedSignInAttempts,
  lockedUntil: row.lockedUntil ?? null,
  isStaff: row.isStaff,
  createdAt: row.createdAt,
});

export const userToRow = (user: User): UserAccountRow => ({ ...user });
