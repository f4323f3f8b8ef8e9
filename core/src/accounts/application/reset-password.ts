import { err, ok, type Result } from '../../shared/result.ts';
import { hashSecret } from '../../shared/secret-token.ts';
import { parsePassword } from '../domain/account-fields.ts';
import { isTokenUsable } from '../domain/account-token.entity.ts';
import { PasswordRequirementsNotMet, PasswordsDoNotMatch, ResetLinkInvalid } from '../domain/accounts.errors.ts';
import type { AccountsDeps } from './accounts-deps.ts';

export interface ResetPasswordInput {
  token: string;
  password: string;
  passwordConfirmation: string;
}
export type ResetPasswordError = ResetLinkInvalid | PasswordRequirementsNotMet | PasswordsDoNotMatch;

type Deps = Pick<AccountsDeps, 'tokens' | 'users' | 'sessions' | 'hasher' | 'clock'>;

export class ResetPassword {
  private readonly deps: Deps;

  constructor(deps: Deps) {
    this.deps = deps;
  }

  async execute(input: ResetPasswordInput): Promise<Result<{ userId: string }, ResetPasswordError>> {
    const { tokens, users, sessions, hasher, clock } = this.deps;
    const now = clock.now();
    const token = input.token ? await tokens.findByHash('reset-password', await hashSecret(input.token)) : null;
    if (!token || !isTokenUsable(token, now)) return err(new ResetLinkInvalid());
    const password = parsePassword(input.password, 'password');
    if (!password.ok) return password;
    if (input.password !== input.passwordConfirmation) return err(new PasswordsDoNotMatch('passwordConfirmation'));
    const user = await users.findById(token.userId);
    if (!user) return err(new ResetLinkInvalid());

    await tokens.save({ ...token, usedAt: now });
    // The mail reached the address the link was sent to, which proves that address.
    const provesEmail = token.email === user.email;
    await users.save({
      ...user,
      passwordHash: await hasher.hash(password.value),
      failedSignInAttempts: 0,
      lockedUntil: null,
      emailVerifiedAt: user.emailVerifiedAt ?? (provesEmail ? now : null),
    });
    // Whoever knew the old password is signed out everywhere.
    await sessions.deleteAllForUser(user.id);
    return ok({ userId: user.id });
  }
}
