import { err, ok, type Result } from '../../shared/result.ts';
import type { TransitionNotAllowed } from '../../shared/state-machine.ts';
import { canBeRejected, isExpired, respond, type CreatorInvitation } from '../domain/invitation.entity.ts';
import { InvitationCannotBeRejected, InvitationExpired, InvitationNotFound } from '../domain/invitations.errors.ts';
import type { InvitationsDeps } from './invitations-deps.ts';

export type RespondToInvitationError = InvitationNotFound | InvitationExpired | InvitationCannotBeRejected | TransitionNotAllowed;

export interface RespondToInvitationInput {
  creatorId: string;
  /** The signed-in creator's address: an email invite is answered by the account holding it. */
  creatorEmail: string;
  invitationId: string;
  response: 'accept' | 'reject';
}

type Deps = Pick<InvitationsDeps, 'invitations' | 'clock'>;

/** The invited creator accepts, or (Quest and Key invites only) rejects. */
export class RespondToInvitation {
  private readonly deps: Deps;

  constructor(deps: Deps) {
    this.deps = deps;
  }

  async execute(input: RespondToInvitationInput): Promise<Result<CreatorInvitation, RespondToInvitationError>> {
    const invitation = await this.deps.invitations.findById(input.invitationId);
    if (!invitation || !addressedTo(invitation, input)) return err(new InvitationNotFound());
    const now = this.deps.clock.now();
    if (isExpired(invitation, now)) return err(new InvitationExpired());
    if (input.response === 'reject' && !canBeRejected(invitation.activationType)) return err(new InvitationCannotBeRejected());
    const answered = respond(invitation, input.response, input.creatorId, now);
    if (!answered.ok) return answered;
    await this.deps.invitations.save(answered.value);
    return ok(answered.value);
  }
}

const addressedTo = (invitation: CreatorInvitation, input: RespondToInvitationInput): boolean =>
  invitation.inviteType === 'USERID'
    ? invitation.creatorId === input.creatorId
    : invitation.email === input.creatorEmail.trim().toLowerCase();
