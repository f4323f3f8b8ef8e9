import type { User } from '../domain/user.entity.ts';
import type { AccountsDeps } from './accounts-deps.ts';

/** The sign-in and resend forms take a username or the account's email address (it has an '@'). */
export async function findUserByLogin(deps: Pick<AccountsDeps, 'users'>, login: string): Promise<User | null> {
  const value = login.trim();
  if (!value) return null;
  return value.includes('@') ? deps.users.findByEmail(value.toLowerCase()) : deps.users.findByUsername(value);
}
