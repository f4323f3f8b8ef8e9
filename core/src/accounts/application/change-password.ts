import { err, ok, type Result } from '../../shared/result.ts';
import { parsePassword } from '../domain/account-fields.ts';
import { PasswordsDoNotMatch, UserNotFound, type PasswordRequirementsNotMet } from '../domain/accounts.errors.ts';
import type { AccountsDeps } from './accounts-deps.ts';
import { checkCurrentPassword, type CurrentPasswordError } from './current-password.ts';

export interface ChangePasswordInput {
  userId: string;
  /** The session asking; it stays signed in while every other one is ended. */
  sessionId?: string;
  currentPassword: string;
  newPassword: string;
  newPasswordConfirmation: string;
  clientIp: string;
}
export type ChangePasswordError = UserNotFound | CurrentPasswordError | PasswordRequirementsNotMet | PasswordsDoNotMatch;

type Deps = Pick<AccountsDeps, 'users' | 'sessions' | 'hasher' | 'limits' | 'clock'>;

export class ChangePassword {
  private readonly deps: Deps;

  constructor(deps: Deps) {
    this.deps = deps;
  }

  async execute(input: ChangePasswordInput): Promise<Result<void, ChangePasswordError>> {
    const { users, sessions, hasher } = this.deps;
    const user = await users.findById(input.userId);
    if (!user) return err(new UserNotFound());
    const current = await checkCurrentPassword(this.deps, user, input.currentPassword, input.clientIp);
    if (!current.ok) return current;
    const password = parsePassword(input.newPassword, 'newPassword');
    if (!password.ok) return password;
    if (input.newPassword !== input.newPasswordConfirmation) return err(new PasswordsDoNotMatch('newPasswordConfirmation'));

    await users.save({ ...user, passwordHash: await hasher.hash(password.value) });
    await sessions.deleteAllForUser(user.id, input.sessionId);
    return ok(undefined);
  }
}
