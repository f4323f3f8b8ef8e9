import { RateLimited, rateLimitKey } from '../../shared/rate-limits.ts';
import { err, ok, type Result } from '../../shared/result.ts';
import { CURRENT_PASSWORD_CHECKS_PER_ACCOUNT, CURRENT_PASSWORD_CHECKS_PER_IP } from '../domain/account-request-limits.ts';
import { RequiredFieldMissing, WrongPassword } from '../domain/accounts.errors.ts';
import type { User } from '../domain/user.entity.ts';
import type { AccountsDeps } from './accounts-deps.ts';

export type CurrentPasswordError = RequiredFieldMissing | WrongPassword | RateLimited;

/**
 * Settings changes ask for the current password, so an unattended signed-in browser cannot take the
 * account. Wrong guesses are counted per account and per client address like sign-in guesses, so a
 * borrowed session cannot be used to guess the password either.
 */
export async function checkCurrentPassword(
  deps: Pick<AccountsDeps, 'hasher' | 'limits' | 'clock'>,
  user: User,
  currentPassword: string,
  clientIp: string,
): Promise<Result<void, CurrentPasswordError>> {
  if (!currentPassword) return err(new RequiredFieldMissing('currentPassword', 'Current password'));
  const { limits, clock, hasher } = deps;
  const now = clock.now();
  // The account's check is counted before the password is, atomically, so parallel guesses cannot
  // all pass one read of the count; the right password clears it. The address counts failures only.
  const accountKey = rateLimitKey(CURRENT_PASSWORD_CHECKS_PER_ACCOUNT, user.id);
  const ipKey = rateLimitKey(CURRENT_PASSWORD_CHECKS_PER_IP, clientIp);
  const account = await limits.hit(accountKey, CURRENT_PASSWORD_CHECKS_PER_ACCOUNT.windowMs, now);
  if (account.hits > CURRENT_PASSWORD_CHECKS_PER_ACCOUNT.limit) return err(new RateLimited(account.resetsAt, now));
  const fromIp = await limits.peek(ipKey, now);
  if (fromIp.hits >= CURRENT_PASSWORD_CHECKS_PER_IP.limit) return err(new RateLimited(fromIp.resetsAt, now));
  if (!(await hasher.verify(user.passwordHash, currentPassword))) {
    await limits.hit(ipKey, CURRENT_PASSWORD_CHECKS_PER_IP.windowMs, now);
    return err(new WrongPassword('currentPassword'));
  }
  await limits.clear(accountKey);
  return ok(undefined);
}
