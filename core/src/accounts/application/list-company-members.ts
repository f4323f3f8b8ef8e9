import { ok, type Result } from '../../shared/result.ts';
import { memberOf } from '../domain/company.entity.ts';
import type { NotCompanyMember } from '../domain/company.errors.ts';
import type { User } from '../domain/user.entity.ts';
import { toCompanySummary, type CompanySummary } from './account-view.ts';
import type { AccountsDeps } from './accounts-deps.ts';
import { toInvitationView, toMemberView, type InvitationView, type MemberView } from './company-views.ts';
import { loadActorCompany } from './owned-company.ts';

export interface CompanyMembersView {
  company: CompanySummary;
  viewerIsOwner: boolean;
  /** The owner first, then by the date they joined. */
  members: MemberView[];
  /** Open invitations, newest first. */
  invitations: InvitationView[];
}

type Deps = Pick<AccountsDeps, 'companies' | 'users' | 'invitations' | 'clock'>;

export class ListCompanyMembers {
  private readonly deps: Deps;

  constructor(deps: Deps) {
    this.deps = deps;
  }

  async execute(input: { actorUserId: string }): Promise<Result<CompanyMembersView, NotCompanyMember>> {
    const loaded = await loadActorCompany(this.deps, input.actorUserId);
    if (!loaded.ok) return loaded;
    const company = loaded.value;
    const now = this.deps.clock.now();
    // One query for all member accounts, not one per row.
    const users = new Map<string, User>((await this.deps.users.findByIds(company.members.map((m) => m.userId))).map((u) => [u.id, u]));
    const members = [...company.members]
      .sort((a, b) => Number(b.isOwner) - Number(a.isOwner) || a.joinedAt.getTime() - b.joinedAt.getTime())
      .flatMap((member) => {
        const user = users.get(member.userId);
        return user ? [toMemberView(member, user)] : [];
      });
    const invitations = (await this.deps.invitations.listOpenByCompany(company.id))
      .filter((i) => !i.acceptedAt)
      .map((i) => toInvitationView(i, now));
    return ok({
      company: toCompanySummary(company),
      viewerIsOwner: memberOf(company, input.actorUserId)?.isOwner === true,
      members,
      invitations,
    });
  }
}
