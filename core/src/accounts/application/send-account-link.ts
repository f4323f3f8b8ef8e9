import { passwordResetEmail } from './account-emails.ts';
import { issueAccountToken, sendVerificationLink } from './account-tokens.ts';
import type { AccountsDeps } from './accounts-deps.ts';
import { findUserByLogin } from './find-user-by-login.ts';
import type { AccountLinkRequest } from '../ports/account-link-requests.port.ts';

type Deps = Pick<AccountsDeps, 'users' | 'tokens' | 'clock' | 'mailer' | 'appUrl'>;

/**
 * The worker's half of a signed-out reset or resend request: only here is the account looked up.
 * Nothing is sent for an unknown login, or a verification link for an address already verified.
 */
export class SendAccountLink {
  private readonly deps: Deps;

  constructor(deps: Deps) {
    this.deps = deps;
  }

  async execute(request: AccountLinkRequest): Promise<void> {
    const user = await findUserByLogin(this.deps, request.login);
    if (!user) return;
    if (request.purpose === 'verify-email') {
      if (!user.emailVerifiedAt) await sendVerificationLink(this.deps, user);
      return;
    }
    const token = await issueAccountToken(this.deps, user, 'reset-password');
    await this.deps.mailer.send(passwordResetEmail({ appUrl: this.deps.appUrl, to: user.email, username: user.username, token }));
  }
}
