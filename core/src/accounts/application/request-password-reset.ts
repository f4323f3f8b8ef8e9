import { MAILS_PER_SENDER } from '../../shared/mail-quota.ts';
import { consume, withinQuota, type RateLimited } from '../../shared/rate-limits.ts';
import { err, ok, type Result } from '../../shared/result.ts';
import { parseEmail } from '../domain/account-fields.ts';
import { RESETS_PER_ADDRESS, RESETS_PER_IP } from '../domain/account-request-limits.ts';
import { TooManyResets, type InvalidEmail } from '../domain/accounts.errors.ts';
import type { AccountsDeps } from './accounts-deps.ts';

export const PASSWORD_RESET_SENT = 'If an account uses this email address, we have sent it a link to choose a new password.';

type Deps = Pick<AccountsDeps, 'clock' | 'limits' | 'linkRequests'>;

/**
 * Counts and queues the same for every address, known or not: the lookup happens in the worker
 * (SendAccountLink), so the answer, its timing and the 1403 limit tell nobody who has an account.
 */
export class RequestPasswordReset {
  private readonly deps: Deps;

  constructor(deps: Deps) {
    this.deps = deps;
  }

  async execute(input: {
    email: string;
    clientIp: string;
  }): Promise<Result<{ message: string }, InvalidEmail | TooManyResets | RateLimited>> {
    const { clock, limits, linkRequests } = this.deps;
    const email = parseEmail(input.email);
    if (!email.ok) return email;
    const now = clock.now();
    const perIp = await consume(limits, RESETS_PER_IP, input.clientIp, now);
    if (!perIp.ok) return perIp;
    if (!(await consume(limits, RESETS_PER_ADDRESS, email.value, now)).ok) return err(new TooManyResets());
    // Over the sender's mail quota the answer stays the same; only the mail is left out.
    if (await withinQuota(limits, MAILS_PER_SENDER, input.clientIp, now)) {
      await linkRequests.request({ purpose: 'reset-password', login: email.value });
    }
    return ok({ message: PASSWORD_RESET_SENT });
  }
}
