import { rateLimitKey, consume, type RateLimited } from '../../shared/rate-limits.ts';
import { err, ok, type Result } from '../../shared/result.ts';
import { AccountInactive, AccountLocked, EmailNotVerified, TooManySignInAttempts, WrongPassword } from '../domain/accounts.errors.ts';
import { checkAccountStatus, checkVerification } from '../domain/sign-in-policy.ts';
import { SIGN_INS_PER_IP, SIGN_IN_FAILURES_PER_IP_AND_LOGIN, SIGN_IN_FAILURES_PER_LOGIN, loginKey } from '../domain/sign-in-limits.ts';
import type { PasswordHasherPort } from '../ports/password-hasher.port.ts';
import type { AccountsDeps } from './accounts-deps.ts';
import { findUserByLogin } from './find-user-by-login.ts';

export interface SignInWithPasswordInput {
  /** A username or the account's email address. */
  username: string;
  password: string;
  /** The client's address, for the per-address limits. */
  clientIp: string;
}
export type SignInError = WrongPassword | AccountInactive | AccountLocked | TooManySignInAttempts | EmailNotVerified | RateLimited;

type Deps = Pick<AccountsDeps, 'users' | 'hasher' | 'clock' | 'limits'>;

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

/**
 * Unknown logins and wrong passwords get one answer (1202) and the same work, and are counted alike,
 * so neither the answer, its timing nor a lock tells whether an account exists. What is known only
 * about real accounts (inactive, locked by staff, not verified) is said only after the right password.
 */
export class SignInWithPassword {
  private readonly deps: Deps;

  constructor(deps: Deps) {
    this.deps = deps;
  }

  async execute(input: SignInWithPasswordInput): Promise<Result<{ userId: string }, SignInError>> {
    const { hasher, clock, limits } = this.deps;
    const now = clock.now();
    const perIp = await consume(limits, SIGN_INS_PER_IP, input.clientIp, now);
    if (!perIp.ok) return perIp;

    const user = await findUserByLogin(this.deps, input.username);
    // A real account is counted once whichever login string (username or email) named it, so its
    // username and its email do not each get the full allowance; an unknown login by its spelling.
    const counted = user ? `account:${user.id}` : `login:${loginKey(input.username)}`;
    const pairKey = rateLimitKey(SIGN_IN_FAILURES_PER_IP_AND_LOGIN, `${input.clientIp}|${counted}`);
    const loginFailuresKey = rateLimitKey(SIGN_IN_FAILURES_PER_LOGIN, counted);
    // The pair's attempt is counted before the password is checked, in one atomic step, so a burst of
    // parallel guesses cannot all pass a count read before any of them was added; the right password
    // clears it again.
    const pair = await limits.hit(pairKey, SIGN_IN_FAILURES_PER_IP_AND_LOGIN.windowMs, now);
    if (pair.hits > SIGN_IN_FAILURES_PER_IP_AND_LOGIN.limit) return err(this.#locked(pair.resetsAt, now));
    const everywhere = await limits.peek(loginFailuresKey, now);
    if (everywhere.hits >= SIGN_IN_FAILURES_PER_LOGIN.limit) return err(this.#locked(everywhere.resetsAt, now));

    const matches = await hasher.verify(user?.passwordHash ?? (await dummyHash(hasher)), input.password);
    if (!user || !matches) {
      await limits.hit(loginFailuresKey, SIGN_IN_FAILURES_PER_LOGIN.windowMs, now);
      return err(pair.hits >= SIGN_IN_FAILURES_PER_IP_AND_LOGIN.limit ? this.#locked(pair.resetsAt, now) : new WrongPassword());
    }

    // The right password ends this address's run of guesses even when the sign-in is still refused.
    await limits.clear(pairKey);
    const status = checkAccountStatus(user);
    if (!status.ok) return status;
    const verified = checkVerification(user, now);
    if (!verified.ok) return verified;
    return ok({ userId: user.id });
  }

  #locked(until: Date, now: Date): TooManySignInAttempts {
    return new TooManySignInAttempts(SIGN_IN_FAILURES_PER_IP_AND_LOGIN.limit, until, now);
  }
}
