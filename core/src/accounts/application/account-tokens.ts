import { newSecretToken } from '../../shared/secret-token.ts';
import { addMs } from '../../shared/time.ts';
import { ACCOUNT_TOKEN_TTL_MS, type AccountTokenPurpose } from '../domain/account-token.entity.ts';
import type { User } from '../domain/user.entity.ts';
import { verificationEmail } from './account-emails.ts';
import type { AccountsDeps } from './accounts-deps.ts';

/**
 * Issues a one-time link secret for the user's current address. Older links of the same purpose stop
 * working, so only the newest mail in an inbox is valid. Returns the secret; only its hash is stored.
 */
export async function issueAccountToken(
  deps: Pick<AccountsDeps, 'tokens' | 'clock'>,
  user: User,
  purpose: AccountTokenPurpose,
): Promise<string> {
  const now = deps.clock.now();
  await deps.tokens.invalidateAll(user.id, purpose, now);
  const secret = await newSecretToken();
  await deps.tokens.save({
    hash: secret.hash,
    userId: user.id,
    purpose,
    email: user.email,
    createdAt: now,
    expiresAt: addMs(now, ACCOUNT_TOKEN_TTL_MS[purpose]),
    usedAt: null,
  });
  return secret.token;
}

/** `sign-up` when the account is being made (see verificationEmail). */
export async function sendVerificationLink(
  deps: Pick<AccountsDeps, 'tokens' | 'clock' | 'mailer' | 'appUrl'>,
  user: User,
  category: 'sign-up' | 'verification' = 'verification',
): Promise<void> {
  const token = await issueAccountToken(deps, user, 'verify-email');
  await deps.mailer.send(verificationEmail({ appUrl: deps.appUrl, to: user.email, username: user.username, token }, category));
}
