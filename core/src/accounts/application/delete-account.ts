import { err, ok, type Result } from '../../shared/result.ts';
import { UserNotFound } from '../domain/accounts.errors.ts';
import { memberOf } from '../domain/company.entity.ts';
import { OwnerCannotDeleteAccount } from '../domain/company.errors.ts';
import type { AccountsDeps } from './accounts-deps.ts';
import { checkCurrentPassword, type CurrentPasswordError } from './current-password.ts';

export type DeleteAccountError = UserNotFound | CurrentPasswordError | OwnerCannotDeleteAccount;

type Deps = Pick<AccountsDeps, 'users' | 'companies' | 'sessions' | 'hasher' | 'limits' | 'clock'>;

/**
 * Deletes the account for good. A company is never left without an owner: an owner deletes the
 * company with the account only when nobody else is in it. Tokens and invitations of the deleted
 * rows go with them (foreign keys cascade in the store).
 */
export class DeleteAccount {
  private readonly deps: Deps;

  constructor(deps: Deps) {
    this.deps = deps;
  }

  async execute(input: { userId: string; currentPassword: string; clientIp: string }): Promise<Result<void, DeleteAccountError>> {
    const { users, companies, sessions } = this.deps;
    const user = await users.findById(input.userId);
    if (!user) return err(new UserNotFound());
    const password = await checkCurrentPassword(this.deps, user, input.currentPassword, input.clientIp);
    if (!password.ok) return password;

    const company = await companies.findByMemberUserId(user.id);
    if (company && memberOf(company, user.id)?.isOwner) {
      if (company.members.length > 1) return err(new OwnerCannotDeleteAccount());
      await companies.delete(company.id);
    } else if (company) {
      await companies.save({ ...company, members: company.members.filter((m) => m.userId !== user.id) });
    }
    await sessions.deleteAllForUser(user.id);
    await users.delete(user.id);
    return ok(undefined);
  }
}
