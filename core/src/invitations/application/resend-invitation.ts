import { err, ok, type Result } from '../../shared/result.ts';
import type { TransitionNotAllowed } from '../../shared/state-machine.ts';
import { resend, type CreatorInvitation } from '../domain/invitation.entity.ts';
import { ActivationNotFound, InvitationNotFound, NotAnEmailInvitation } from '../domain/invitations.errors.ts';
import { invitationEmail } from './invitation-email.ts';
import type { InvitationsDeps } from './invitations-deps.ts';

export type ResendInvitationError = InvitationNotFound | NotAnEmailInvitation | ActivationNotFound | TransitionNotAllowed;

type Deps = Pick<InvitationsDeps, 'invitations' | 'activations' | 'mailer' | 'clock' | 'appUrl'>;

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
    const resent = resend(invitation, clock.now());
    if (!resent.ok) return resent;
    await invitations.save(resent.value);
    await mailer.send(invitationEmail(resent.value, activation.name, appUrl));
    return ok(resent.value);
  }
}
