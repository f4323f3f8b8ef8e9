import { err, ok, type Result } from '../../shared/result.ts';
import { DAY_MS, addMs } from '../../shared/time.ts';
import { parseEmail } from '../domain/account-fields.ts';
import { MAX_PASSWORD_RESETS_PER_DAY } from '../domain/account-token.entity.ts';
import { TooManyResets, type InvalidEmail } from '../domain/accounts.errors.ts';
import { passwordResetEmail } from './account-emails.ts';
import { issueAccountToken } from './account-tokens.ts';
import type { AccountsDeps } from './accounts-deps.ts';

export const PASSWORD_RESET_SENT = 'If an account uses this email address, we have sent it a link to choose a new password.';

type Deps = Pick<AccountsDeps, 'users' | 'tokens' | 'clock' | 'mailer' | 'appUrl'>;

export class RequestPasswordReset {
  private readonly deps: Deps;

  constructor(deps: Deps) {
    this.deps = deps;
  }

  async execute(input: { email: string }): Promise<Result<{ message: string }, InvalidEmail | TooManyResets>> {
    const { users, tokens, clock, mailer, appUrl } = this.deps;
    const email = parseEmail(input.email);
    if (!email.ok) return email;
    const user = await users.findByEmail(email.value);
    // The same answer for unknown addresses, so the form does not reveal who has an account.
    if (!user) return ok({ message: PASSWORD_RESET_SENT });
    const since = addMs(clock.now(), -DAY_MS);
    if ((await tokens.countCreatedSince(user.id, 'reset-password', since)) >= MAX_PASSWORD_RESETS_PER_DAY) {
      return err(new TooManyResets());
    }
    const token = await issueAccountToken(this.deps, user, 'reset-password');
    await mailer.send(passwordResetEmail({ appUrl, to: user.email, username: user.username, token }));
    return ok({ message: PASSWORD_RESET_SENT });
  }
}
