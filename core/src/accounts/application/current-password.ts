import { err, ok, type Result } from '../../shared/result.ts';
import { RequiredFieldMissing, WrongPassword } from '../domain/accounts.errors.ts';
import type { User } from '../domain/user.entity.ts';
import type { PasswordHasherPort } from '../ports/password-hasher.port.ts';

export type CurrentPasswordError = RequiredFieldMissing | WrongPassword;

/** Settings changes ask for the current password, so an unattended signed-in browser cannot take the account. */
export async function checkCurrentPassword(
  hasher: PasswordHasherPort,
  user: User,
  currentPassword: string,
): Promise<Result<void, CurrentPasswordError>> {
  if (!currentPassword) return err(new RequiredFieldMissing('currentPassword', 'Current password'));
  if (!(await hasher.verify(user.passwordHash, currentPassword))) return err(new WrongPassword('currentPassword'));
  return ok(undefined);
}
