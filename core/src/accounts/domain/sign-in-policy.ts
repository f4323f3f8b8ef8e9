import { err, ok, type Result } from '../../shared/result.ts';
import { DAY_MS, MINUTE_MS, addMs } from '../../shared/time.ts';
import { AccountInactive, AccountLocked, EmailNotVerified, TooManySignInAttempts } from './accounts.errors.ts';
import type { User } from './user.entity.ts';

/** Failed attempts in a row before the account is locked for a while (OWASP: slow guessing down). */
export const MAX_FAILED_SIGN_IN_ATTEMPTS = 5;
export const SIGN_IN_LOCK_MINUTES = 15;
/** Unverified accounts may sign in this long after registering; after that they must verify first. */
export const VERIFICATION_GRACE_DAYS = 7;

type Refusal = AccountInactive | AccountLocked | TooManySignInAttempts | EmailNotVerified;

/** Checks that come before the password: a locked account is refused even with the right password. */
export function checkCanAttemptSignIn(user: User, now: Date): Result<void, AccountInactive | AccountLocked | TooManySignInAttempts> {
  if (user.status === 'inactive') return err(new AccountInactive());
  if (user.status === 'locked') return err(new AccountLocked());
  if (user.lockedUntil && user.lockedUntil > now) {
    return err(new TooManySignInAttempts(MAX_FAILED_SIGN_IN_ATTEMPTS, SIGN_IN_LOCK_MINUTES));
  }
  return ok(undefined);
}

/** Checks after a correct password. */
export function checkVerification(user: User, now: Date): Result<void, Refusal> {
  const graceEnds = addMs(user.createdAt, VERIFICATION_GRACE_DAYS * DAY_MS);
  if (!user.emailVerifiedAt && now >= graceEnds) return err(new EmailNotVerified());
  return ok(undefined);
}

export function recordFailedSignIn(user: User, now: Date): User {
  // A lock that has run out starts a fresh count.
  const previous = user.lockedUntil && user.lockedUntil <= now ? 0 : user.failedSignInAttempts;
  const attempts = previous + 1;
  const locks = attempts >= MAX_FAILED_SIGN_IN_ATTEMPTS;
  return {
    ...user,
    failedSignInAttempts: locks ? 0 : attempts,
    lockedUntil: locks
      ? addMs(now, SIGN_IN_LOCK_MINUTES * MINUTE_MS)
      : user.lockedUntil && user.lockedUntil > now
        ? user.lockedUntil
        : null,
  };
}

export function recordSuccessfulSignIn(user: User): User {
  return { ...user, failedSignInAttempts: 0, lockedUntil: null };
}
