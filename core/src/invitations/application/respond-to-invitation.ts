import type { DomainError } from '../../shared/domain-error.ts';
import { err, ok, type Result } from '../../shared/result.ts';
import type { TransitionNotAllowed } from '../../shared/state-machine.ts';
import { canBeRejected, isExpired, respond, type CreatorInvitation } from '../domain/invitation.entity.ts';
import { InvitationCannotBeRejected, InvitationExpired, InvitationNotFound } from '../domain/invitations.errors.ts';
import type { InvitationsDeps } from './invitations-deps.ts';
import { invitationFor, type CreatorAddress } from './received-invitation.ts';

/** The activation's own refusals (e.g. a Key campaign's requirements) come through as they are. */
export type RespondToInvitationError =
  InvitationNotFound | InvitationExpired | InvitationCannotBeRejected | TransitionNotAllowed | DomainError;

export interface RespondToInvitationInput extends CreatorAddress {
  invitationId: string;
  response: 'accept' | 'reject';
  /** The activation's special instructions and embargo, accepted in the agreement modal (spec 5). */
  agreementAccepted?: boolean;
}

type Deps = Pick<InvitationsDeps, 'invitations' | 'enrolment' | 'clock'>;

/**
 * The invited creator accepts, or (Quest and Key invites only) rejects. Accepting enrols them in the
 * activation first; when the activation refuses them, the invitation stays pending.
 */
export class RespondToInvitation {
  private readonly deps: Deps;

  constructor(deps: Deps) {
    this.deps = deps;
  }

  async execute(input: RespondToInvitationInput): Promise<Result<CreatorInvitation, RespondToInvitationError>> {
    const found = invitationFor(await this.deps.invitations.findById(input.invitationId), input);
    if (!found.ok) return found;
    const invitation = found.value;
    const now = this.deps.clock.now();
    if (isExpired(invitation, now)) return err(new InvitationExpired());
    if (input.response === 'reject' && !canBeRejected(invitation.activationType)) return err(new InvitationCannotBeRejected());
    const answered = respond(invitation, input.response, input.creatorId, now);
    if (!answered.ok) return answered;
    if (input.response === 'accept') {
      const enrolled = await this.deps.enrolment.enrol(invitation, {
        creatorId: input.creatorId,
        agreementAccepted: input.agreementAccepted === true,
      });
      if (!enrolled.ok) return enrolled;
    }
    await this.deps.invitations.save(answered.value);
    return ok(answered.value);
  }
}
