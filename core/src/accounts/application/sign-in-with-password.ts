import { err, ok, type Result } from '../../shared/result.ts';
import {
  AccountInactive,
  AccountLocked,
  AccountNotFound,
  EmailNotVerified,
  TooManySignInAttempts,
  WrongPassword,
} from '../domain/accounts.errors.ts';
import {
  MAX_FAILED_SIGN_IN_ATTEMPTS,
  SIGN_IN_LOCK_MINUTES,
  checkCanAttemptSignIn,
  checkVerification,
  recordFailedSignIn,
  recordSuccessfulSignIn,
} from '../domain/sign-in-policy.ts';
import type { PasswordHasherPort } from '../ports/password-hasher.port.ts';
import type { AccountsDeps } from './accounts-deps.ts';
import { findUserByLogin } from './find-user-by-login.ts';

export interface SignInWithPasswordInput {
  /** A username or the account's email address. */
  username: string;
  password: string;
}
export type SignInError = AccountNotFound | WrongPassword | AccountInactive | AccountLocked | TooManySignInAttempts | EmailNotVerified;

type Deps = Pick<AccountsDeps, 'users' | 'hasher' | 'clock'>;

/**
 * A hash made by the same hasher, verified when no account matches, so an unknown name costs as much
 * time as a wrong password and the answer's timing does not reveal which accounts exist.
 */
const dummyHashes = new WeakMap<PasswordHasherPort, Promise<string>>();
function dummyHash(hasher: PasswordHasherPort): Promise<string> {
  let hash = dummyHashes.get(hasher);
  if (!hash) {
    hash = hasher.hash('not-a-real-password-0');
    dummyHashes.set(hasher, hash);
  }
  return hash;
}

export class SignInWithPassword {
  private readonly deps: Deps;

  constructor(deps: Deps) {
    this.deps = deps;
  }

  async execute(input: SignInWithPasswordInput): Promise<Result<{ userId: string }, SignInError>> {
    const { users, hasher, clock } = this.deps;
    const user = await findUserByLogin(this.deps, input.username);
    if (!user) {
      await hasher.verify(await dummyHash(hasher), input.password);
      return err(new AccountNotFound());
    }
    const now = clock.now();
    const allowed = checkCanAttemptSignIn(user, now);
    if (!allowed.ok) return allowed;

    if (!(await hasher.verify(user.passwordHash, input.password))) {
      const failed = recordFailedSignIn(user, now);
      await users.save(failed);
      // The lock was checked above, so a lock now in place was set by this very attempt.
      const lockedNow = failed.lockedUntil !== null && failed.lockedUntil > now;
      return err(lockedNow ? new TooManySignInAttempts(MAX_FAILED_SIGN_IN_ATTEMPTS, SIGN_IN_LOCK_MINUTES) : new WrongPassword());
    }

    // The right password ends a run of guesses even when verification still blocks the sign-in.
    const signedIn = recordSuccessfulSignIn(user);
    if (signedIn.failedSignInAttempts !== user.failedSignInAttempts || signedIn.lockedUntil !== user.lockedUntil) {
      await users.save(signedIn);
    }
    const verified = checkVerification(user, now);
    if (!verified.ok) return verified;
    return ok({ userId: user.id });
  }
}
