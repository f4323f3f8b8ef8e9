import { err, ok, type Result } from '../../shared/result.ts';
import { EmailAlreadyVerified, RequiredFieldMissing, UserNotFound } from '../domain/accounts.errors.ts';
import { sendVerificationLink } from './account-tokens.ts';
import type { AccountsDeps } from './accounts-deps.ts';
import { findUserByLogin } from './find-user-by-login.ts';

export const VERIFICATION_EMAIL_SENT = 'Verification email sent, please check your inbox.';

export interface ResendVerificationEmailInput {
  /** Set when signed in. */
  userId?: string;
  /** From the sign-in page, when a 1207 stopped the sign-in. */
  usernameOrEmail?: string;
}
export type ResendVerificationEmailError = EmailAlreadyVerified | UserNotFound | RequiredFieldMissing;

type Deps = Pick<AccountsDeps, 'users' | 'tokens' | 'clock' | 'mailer' | 'appUrl'>;

export class ResendVerificationEmail {
  private readonly deps: Deps;

  constructor(deps: Deps) {
    this.deps = deps;
  }

  async execute(input: ResendVerificationEmailInput): Promise<Result<{ message: string }, ResendVerificationEmailError>> {
    const sent = ok({ message: VERIFICATION_EMAIL_SENT });
    if (input.userId) {
      const user = await this.deps.users.findById(input.userId);
      if (!user) return err(new UserNotFound());
      if (user.emailVerifiedAt) return err(new EmailAlreadyVerified());
      await sendVerificationLink(this.deps, user);
      return sent;
    }
    if (!input.usernameOrEmail?.trim()) return err(new RequiredFieldMissing('usernameOrEmail', 'Username or email'));
    // Signed out, every answer is the same, so the form cannot be used to find out which accounts
    // exist or are verified.
    const user = await findUserByLogin(this.deps, input.usernameOrEmail);
    if (user && !user.emailVerifiedAt) await sendVerificationLink(this.deps, user);
    return sent;
  }
}
