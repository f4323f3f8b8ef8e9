import { companyInvitationMachine, invitationState } from '../domain/company-invitation.entity.ts';
import { consume, type RateLimited } from '../../shared/rate-limits.ts';
import { MEMBER_INVITES_PER_COMPANY } from '../domain/account-request-limits.ts';
import { err, ok, type Result } from '../../shared/result.ts';
import { UserNotFound } from '../domain/accounts.errors.ts';
import { InvitationNotFound, type MemberLimitReached, type NotCompanyMember, type NotCompanyOwner } from '../domain/company.errors.ts';
import type { AccountsDeps } from './accounts-deps.ts';
import { checkRoomForInvitation, sendInvitation } from './company-invitations.ts';
import { toInvitationView, type InvitationView } from './company-views.ts';
import { loadOwnedCompany } from './owned-company.ts';

export type ResendCompanyInvitationError =
  NotCompanyMember | NotCompanyOwner | InvitationNotFound | MemberLimitReached | UserNotFound | RateLimited;

type Deps = Pick<AccountsDeps, 'companies' | 'users' | 'invitations' | 'clock' | 'mailer' | 'appUrl' | 'limits' | 'memberLimits'>;

/** A new link and a new expiry, so an expired invitation can be sent again without a new row. */
export class ResendCompanyInvitation {
  private readonly deps: Deps;

  constructor(deps: Deps) {
    this.deps = deps;
  }

  async execute(input: { actorUserId: string; invitationId: string }): Promise<Result<InvitationView, ResendCompanyInvitationError>> {
    const { users, invitations, clock } = this.deps;
    const owned = await loadOwnedCompany(this.deps, input.actorUserId);
    if (!owned.ok) return owned;
    const company = owned.value;
    const renewing = await invitations.findById(input.invitationId);
    if (!renewing || renewing.companyId !== company.id) return err(new InvitationNotFound());
    // A joined person has nothing left to accept; someone who declined may be asked again.
    if (!companyInvitationMachine.transition(invitationState(renewing), 'invite').ok) return err(new InvitationNotFound());
    const inviter = await users.findById(input.actorUserId);
    if (!inviter) return err(new UserNotFound());

    const now = clock.now();
    const room = checkRoomForInvitation(
      company,
      await invitations.listOpenByCompany(company.id),
      now,
      renewing,
      await this.deps.memberLimits.memberLimitOf(company.id),
    );
    if (!room.ok) return room;
    const allowed = await consume(this.deps.limits, MEMBER_INVITES_PER_COMPANY, company.id, now);
    if (!allowed.ok) return allowed;
    const invitation = await sendInvitation(this.deps, { company, inviter, email: renewing.email, renewing });
    return ok(toInvitationView(invitation, now));
  }
}
