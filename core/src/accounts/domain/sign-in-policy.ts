import { err, ok, type Result } from '../../shared/result.ts';
import { DAY_MS, addMs } from '../../shared/time.ts';
import { AccountInactive, AccountLocked, EmailNotVerified } from './accounts.errors.ts';
import type { User } from './user.entity.ts';

/** Unverified accounts may sign in this long after registering; after that they must verify first. */
export const VERIFICATION_GRACE_DAYS = 7;

/** Checked only after the right password, so these answers tell nothing to someone guessing. */
export function checkAccountStatus(user: User): Result<void, AccountInactive | AccountLocked> {
  if (user.status === 'inactive') return err(new AccountInactive());
  if (user.status === 'locked') return err(new AccountLocked());
  return ok(undefined);
}

/** Checks after a correct password. */
export function checkVerification(user: User, now: Date): Result<void, EmailNotVerified> {
  const graceEnds = addMs(user.createdAt, VERIFICATION_GRACE_DAYS * DAY_MS);
  if (!user.emailVerifiedAt && now >= graceEnds) return err(new EmailNotVerified());
  return ok(undefined);
}
