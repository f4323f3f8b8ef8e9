import { defineEntity, p, type InferEntity } from '@mikro-orm/postgresql';

/**
 * `user` is a reserved word in PostgreSQL, hence `user_account`. Username, email and display name are
 * unique regardless of case, so the unique indexes are on lower(...) and lookups compare lower(...).
 */
export const UserAccountEntity = defineEntity({
  name: 'UserAccount',
  tableName: 'user_account',
  properties: {
    id: p.uuid().primary(),
    username: p.string().length(25),
    displayName: p.string().length(50),
    email: p.string().length(254),
    emailVerifiedAt: p.datetime().nullable(),
    passwordHash: p.text(),
    userType: p.string().length(16),
    status: p.string().length(16),
    failedSignInAttempts: p.integer(),
    lockedUntil: p.datetime().nullable(),
    isStaff: p.boolean().default(false),
    createdAt: p.datetime(),
  },
  indexes: [
    {
      name: 'user_account_username_lower_unique',
      expression: 'create unique index "user_account_username_lower_unique" on "user_account" (lower("username"))',
    },
    {
      name: 'user_account_email_lower_unique',
      expression: 'create unique index "user_account_email_lower_unique" on "user_account" (lower("email"))',
    },
    {
      name: 'user_account_display_name_lower_unique',
      expression: 'create unique index "user_account_display_name_lower_unique" on "user_account" (lower("display_name"))',
    },
  ],
});

export type UserAccountRow = InferEntity<typeof UserAccountEntity>;
