import * as v from 'valibot';
import { err, ok, type Result } from '../../shared/result.ts';
import { memberTitleSchema } from '../domain/company-fields.schema.ts';
import { memberOf } from '../domain/company.entity.ts';
import { InvalidCompanyField, MemberNotFound, type NotCompanyMember, type NotCompanyOwner } from '../domain/company.errors.ts';
import type { AccountsDeps } from './accounts-deps.ts';
import { toMemberView, type MemberView } from './company-views.ts';
import { loadOwnedCompany } from './owned-company.ts';

export type UpdateMemberTitleError = NotCompanyMember | NotCompanyOwner | MemberNotFound | InvalidCompanyField;

type Deps = Pick<AccountsDeps, 'companies' | 'users'>;

export class UpdateMemberTitle {
  private readonly deps: Deps;

  constructor(deps: Deps) {
    this.deps = deps;
  }

  async execute(input: { actorUserId: string; memberUserId: string; title: string }): Promise<Result<MemberView, UpdateMemberTitleError>> {
    const { companies, users } = this.deps;
    const owned = await loadOwnedCompany(this.deps, input.actorUserId);
    if (!owned.ok) return owned;
    const company = owned.value;
    const member = memberOf(company, input.memberUserId);
    const user = member ? await users.findById(member.userId) : null;
    if (!member || !user) return err(new MemberNotFound());
    const parsed = v.safeParse(memberTitleSchema, input.title);
    if (!parsed.success) return err(new InvalidCompanyField('title', parsed.issues[0].message));

    // An empty title clears it.
    const updated = { ...member, title: parsed.output || null };
    await companies.save({ ...company, members: company.members.map((m) => (m.userId === member.userId ? updated : m)) });
    return ok(toMemberView(updated, user));
  }
}
