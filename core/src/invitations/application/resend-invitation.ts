import { err, ok, type Result } from '../../shared/result.ts';
import type { TransitionNotAllowed } from '../../shared/state-machine.ts';
import { resend, type CreatorInvitation } from '../domain/invitation.entity.ts';
import { ActivationNotFound, CompanyNotVerified, InvitationNotFound, NotAnEmailInvitation } from '../domain/invitations.errors.ts';
import { CREATOR_INVITES_PER_COMPANY, INVITATION_MAILS_PER_ADDRESS } from '../domain/invitation-limits.ts';
import { consume, withinQuota, type RateLimited } from '../../shared/rate-limits.ts';
import { invitationEmail } from './invitation-email.ts';
import type { InvitationsDeps } from './invitations-deps.ts';

export type ResendInvitationError =
  InvitationNotFound | NotAnEmailInvitation | ActivationNotFound | TransitionNotAllowed | CompanyNotVerified | RateLimited;

type Deps = Pick<InvitationsDeps, 'invitations' | 'activations' | 'mailer' | 'clock' | 'appUrl' | 'limits'>;

/**
 * Sends a pending email invite again with a new expiry. Meant for expired ones (spec 4); a still
 * valid one may be resent too (our choice: it only extends it). Answered invites cannot be resent.
 */
export class ResendInvitation {
  private readonly deps: Deps;

  constructor(deps: Deps) {
    this.deps = deps;
  }

  async execute(input: { companyId: string; invitationId: string }): Promise<Result<CreatorInvitation, ResendInvitationError>> {
    const { invitations, activations, mailer, clock, appUrl } = this.deps;
    const invitation = await invitations.findById(input.invitationId);
    if (!invitation || invitation.companyId !== input.companyId) return err(new InvitationNotFound());
    if (invitation.inviteType !== 'EMAIL') return err(new NotAnEmailInvitation());
    const activation = await activations.findActivation(invitation.activationType, invitation.activationId);
    if (!activation) return err(new ActivationNotFound());
    if (!activation.companyVerified) return err(new CompanyNotVerified());
    const now = clock.now();
    const resent = resend(invitation, now);
    if (!resent.ok) return resent;
    const allowed = await consume(this.deps.limits, CREATOR_INVITES_PER_COMPANY, input.companyId, now);
    if (!allowed.ok) return allowed;
    await invitations.save(resent.value);
    if (await withinQuota(this.deps.limits, INVITATION_MAILS_PER_ADDRESS, resent.value.email ?? '', now)) {
      await mailer.send(invitationEmail(resent.value, activation.name, appUrl));
    }
    return ok(resent.value);
  }
}
