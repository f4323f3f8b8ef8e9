import { MAILS_PER_SENDER } from '../../shared/mail-quota.ts';
import { consume, withinQuota, type RateLimited } from '../../shared/rate-limits.ts';
import { err, ok, type Result } from '../../shared/result.ts';
import { RESENDS_PER_ACCOUNT, RESENDS_PER_IP } from '../domain/account-request-limits.ts';
import { EmailAlreadyVerified, RequiredFieldMissing, UserNotFound } from '../domain/accounts.errors.ts';
import { sendVerificationLink } from './account-tokens.ts';
import type { AccountsDeps } from './accounts-deps.ts';

export const VERIFICATION_EMAIL_SENT = 'Verification email sent, please check your inbox.';

export interface ResendVerificationEmailInput {
  /** Set when signed in. */
  userId?: string;
  /** From the sign-in page, when a 1207 stopped the sign-in. */
  usernameOrEmail?: string;
  clientIp: string;
}
export type ResendVerificationEmailError = EmailAlreadyVerified | UserNotFound | RequiredFieldMissing | RateLimited;

type Deps = Pick<AccountsDeps, 'users' | 'tokens' | 'clock' | 'mailer' | 'appUrl' | 'limits' | 'linkRequests'>;

export class ResendVerificationEmail {
  private readonly deps: Deps;

  constructor(deps: Deps) {
    this.deps = deps;
  }

  async execute(input: ResendVerificationEmailInput): Promise<Result<{ message: string }, ResendVerificationEmailError>> {
    const { limits, clock } = this.deps;
    const now = clock.now();
    const sent = ok({ message: VERIFICATION_EMAIL_SENT });
    const perIp = await consume(limits, RESENDS_PER_IP, input.clientIp, now);
    if (!perIp.ok) return perIp;
    if (input.userId) {
      const perAccount = await consume(limits, RESENDS_PER_ACCOUNT, input.userId, now);
      if (!perAccount.ok) return perAccount;
      const user = await this.deps.users.findById(input.userId);
      if (!user) return err(new UserNotFound());
      if (user.emailVerifiedAt) return err(new EmailAlreadyVerified());
      if (await withinQuota(limits, MAILS_PER_SENDER, input.userId, now)) await sendVerificationLink(this.deps, user);
      return sent;
    }
    const login = input.usernameOrEmail?.trim();
    if (!login) return err(new RequiredFieldMissing('usernameOrEmail', 'Username or email'));
    // Signed out, every answer and every request's work is the same; the worker looks the account up.
    if (await withinQuota(limits, MAILS_PER_SENDER, input.clientIp, now)) {
      await this.deps.linkRequests.request({ purpose: 'verify-email', login });
    }
    return sent;
  }
}
