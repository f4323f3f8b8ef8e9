import { ok, type Result } from '../../shared/result.ts';
import { sendVerificationLink } from './account-tokens.ts';
import type { AccountsDeps } from './accounts-deps.ts';
import { checkNewAccount, openAccount, type NewAccountError, type NewAccountInput } from './new-account.ts';

export type RegisterCreatorInput = NewAccountInput;
export interface RegisterCreatorOutput {
  userId: string;
  userType: 'User';
}

type Deps = Pick<AccountsDeps, 'users' | 'hasher' | 'clock' | 'tokens' | 'mailer' | 'appUrl' | 'limits'>;

/**
 * The creator registration form (spec 2). The account is a User until a connected channel passes
 * creator access (spec 5 and 6: full creator access needs a verified channel), as on the OAuth path.
 */
export class RegisterCreator {
  private readonly deps: Deps;

  constructor(deps: Deps) {
    this.deps = deps;
  }

  async execute(input: RegisterCreatorInput): Promise<Result<RegisterCreatorOutput, NewAccountError>> {
    const fields = await checkNewAccount(this.deps, input);
    if (!fields.ok) return fields;
    const user = await openAccount(this.deps, fields.value, 'User');
    await sendVerificationLink(this.deps, user, 'sign-up');
    return ok({ userId: user.id, userType: 'User' });
  }
}
