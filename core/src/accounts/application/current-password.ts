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
  const checks = [
    { rule: CURRENT_PASSWORD_CHECKS_PER_ACCOUNT, key: rateLimitKey(CURRENT_PASSWORD_CHECKS_PER_ACCOUNT, user.id) },
    { rule: CURRENT_PASSWORD_CHECKS_PER_IP, key: rateLimitKey(CURRENT_PASSWORD_CHECKS_PER_IP, clientIp) },
  ];
  const counts = await Promise.all(checks.map(({ key }) => limits.peek(key, now)));
  const full = counts.find((count, i) => count.hits >= (checks[i]?.rule.limit ?? 0));
  if (full) return err(new RateLimited(full.resetsAt, now));
  if (!(await hasher.verify(user.passwordHash, currentPassword))) {
    await Promise.all(checks.map(({ rule, key }) => limits.hit(key, rule.windowMs, now)));
    return err(new WrongPassword('currentPassword'));
  }
  return ok(undefined);
}
