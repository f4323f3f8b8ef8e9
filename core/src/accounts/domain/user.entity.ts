import type { UserType } from './account-fields.schema.ts';

// Still exported here for the adapters and apps that import them from the entity.
export { USER_TYPES, type UserType } from './account-fields.schema.ts';

/** inactive: switched off by staff or by the person; locked: locked by staff until unlocked. */
export type AccountStatus = 'active' | 'inactive' | 'locked';

export interface User {
  readonly id: string;
  readonly username: string;
  readonly displayName: string;
  /** Always lower case: addresses are compared case-insensitively. */
  readonly email: string;
  readonly emailVerifiedAt: Date | null;
  readonly passwordHash: string;
  readonly userType: UserType;
  readonly status: AccountStatus;
  /** Consecutive failed sign-ins since the last success; drives the temporary lock (1206). */
  readonly failedSignInAttempts: number;
  readonly lockedUntil: Date | null;
  /** Lurkit staff: review reports and approve a company's first publish (spec 6). Set by operators, never by a form. */
  readonly isStaff: boolean;
  readonly createdAt: Date;
}

export interface NewUser {
  id: string;
  username: string;
  email: string;
  passwordHash: string;
  userType: UserType;
  now: Date;
  /** Defaults to the username; display names are unique too, so registration may have to pick another. */
  displayName?: string;
}

/** A new account's display name starts as its username, which already satisfies the display-name rule. */
export function createUser({ id, username, email, passwordHash, userType, now, displayName }: NewUser): User {
  return {
    id,
    username,
    displayName: displayName ?? username,
    email,
    emailVerifiedAt: null,
    passwordHash,
    userType,
    status: 'active',
    failedSignInAttempts: 0,
    lockedUntil: null,
    isStaff: false,
    createdAt: now,
  };
}
