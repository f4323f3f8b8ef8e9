import { err, ok, type Result } from '../../shared/result.ts';
import { memberOf } from '../domain/company.entity.ts';
import { CannotRemoveOwner, MemberNotFound, type NotCompanyMember, type NotCompanyOwner } from '../domain/company.errors.ts';
import type { AccountsDeps } from './accounts-deps.ts';
import { loadOwnedCompany } from './owned-company.ts';

export type RemoveCompanyMemberError = NotCompanyMember | NotCompanyOwner | CannotRemoveOwner | MemberNotFound;

type Deps = Pick<AccountsDeps, 'companies' | 'users'>;

export class RemoveCompanyMember {
  private readonly deps: Deps;

  constructor(deps: Deps) {
    this.deps = deps;
  }

  async execute(input: { actorUserId: string; memberUserId: string }): Promise<Result<void, RemoveCompanyMemberError>> {
    const { companies, users } = this.deps;
    const owned = await loadOwnedCompany(this.deps, input.actorUserId);
    if (!owned.ok) return owned;
    const company = owned.value;
    const member = memberOf(company, input.memberUserId);
    if (!member) return err(new MemberNotFound());
    if (member.isOwner) return err(new CannotRemoveOwner());

    await companies.save({ ...company, members: company.members.filter((m) => m.userId !== member.userId) });
    // Without a company the person keeps an account as a normal User.
    const user = await users.findById(member.userId);
    if (user) await users.save({ ...user, userType: 'User' });
    return ok(undefined);
  }
}
