import { consume, type RateLimited } from '../../shared/rate-limits.ts';
import { MEMBER_INVITES_PER_COMPANY } from '../domain/account-request-limits.ts';
import { err, ok, type Result } from '../../shared/result.ts';
import { parseEmail } from '../domain/account-fields.ts';
import { UserNotFound, type InvalidEmail } from '../domain/accounts.errors.ts';
import { memberOf } from '../domain/company.entity.ts';
import { AlreadyCompanyMember, type MemberLimitReached, type NotCompanyMember, type NotCompanyOwner } from '../domain/company.errors.ts';
import type { AccountsDeps } from './accounts-deps.ts';
import { checkRoomForInvitation, sendInvitation } from './company-invitations.ts';
import { toInvitationView, type InvitationView } from './company-views.ts';
import { loadOwnedCompany } from './owned-company.ts';

export type InviteCompanyMemberError =
  NotCompanyMember | NotCompanyOwner | InvalidEmail | AlreadyCompanyMember | MemberLimitReached | UserNotFound | RateLimited;

type Deps = Pick<AccountsDeps, 'companies' | 'users' | 'invitations' | 'clock' | 'mailer' | 'appUrl' | 'limits' | 'memberLimits'>;

export class InviteCompanyMember {
  private readonly deps: Deps;

  constructor(deps: Deps) {
    this.deps = deps;
  }

  async execute(input: { actorUserId: string; email: string }): Promise<Result<InvitationView, InviteCompanyMemberError>> {
    const { users, invitations, clock } = this.deps;
    const owned = await loadOwnedCompany(this.deps, input.actorUserId);
    if (!owned.ok) return owned;
    const company = owned.value;
    const email = parseEmail(input.email);
    if (!email.ok) return email;
    const inviter = await users.findById(input.actorUserId);
    if (!inviter) return err(new UserNotFound());

    const invitee = await users.findByEmail(email.value);
    if (invitee && memberOf(company, invitee.id)) return err(new AlreadyCompanyMember());
    const now = clock.now();
    const open = await invitations.listOpenByCompany(company.id);
    const renewing = open.find((i) => i.email === email.value);
    const room = checkRoomForInvitation(company, open, now, renewing, await this.deps.memberLimits.memberLimitOf(company.id));
    if (!room.ok) return room;
    const allowed = await consume(this.deps.limits, MEMBER_INVITES_PER_COMPANY, company.id, now);
    if (!allowed.ok) return allowed;

    const invitation = await sendInvitation(this.deps, { company, inviter, email: email.value, renewing });
    return ok(toInvitationView(invitation, now));
  }
}
