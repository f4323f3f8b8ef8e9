import { err, ok, type Result } from '../../shared/result.ts';
import { hashSecret } from '../../shared/secret-token.ts';
import { isTokenUsable } from '../domain/account-token.entity.ts';
import { ValidationLinkExpired } from '../domain/accounts.errors.ts';
import type { AccountsDeps } from './accounts-deps.ts';

type Deps = Pick<AccountsDeps, 'tokens' | 'users' | 'clock'>;

export class VerifyEmail {
  private readonly deps: Deps;

  constructor(deps: Deps) {
    this.deps = deps;
  }

  async execute(input: { token: string }): Promise<Result<{ userId: string }, ValidationLinkExpired>> {
    const { tokens, users, clock } = this.deps;
    const now = clock.now();
    const token = input.token ? await tokens.findByHash('verify-email', await hashSecret(input.token)) : null;
    if (!token || !isTokenUsable(token, now)) return err(new ValidationLinkExpired());
    const user = await users.findById(token.userId);
    // A link only proves the address it was sent to: after an email change the old link is void.
    if (!user || user.email !== token.email) return err(new ValidationLinkExpired());
    await tokens.save({ ...token, usedAt: now });
    await users.save({ ...user, emailVerifiedAt: user.emailVerifiedAt ?? now });
    return ok({ userId: user.id });
  }
}
