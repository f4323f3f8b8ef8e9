import { err, ok, type Result } from '../../shared/result.ts';
import type { ActivationType } from '../domain/invitation.entity.ts';
import { InvitationEmailNotVerified, InvitationNotFound } from '../domain/invitations.errors.ts';
import { describeReceived, type CreatorAddress, type ReceivedInvitation, type ReceivedInvitationDeps } from './received-invitation.ts';

/**
 * The creator's invitation to one activation, whatever its status: what a hidden Quest's "invited" page
 * shows (spec 3). Not invited reads as not found; an email invite to their still unverified address
 * asks them to verify it first, as opening it by id does.
 */
export class GetInvitationToActivation {
  private readonly deps: ReceivedInvitationDeps;

  constructor(deps: ReceivedInvitationDeps) {
    this.deps = deps;
  }

  async execute(
    input: CreatorAddress & { activationType: ActivationType; activationId: string },
  ): Promise<Result<ReceivedInvitation, InvitationNotFound | InvitationEmailNotVerified>> {
    const email = input.creatorEmail.trim().toLowerCase();
    const toThis = (await this.deps.invitations.listForCreator(input.creatorId, email)).filter(
      (i) => i.activationType === input.activationType && i.activationId === input.activationId,
    );
    // One invite per activation per creator, but an email one may precede the account: take the newest readable.
    const readable = toThis
      .filter((i) => i.inviteType === 'USERID' || input.emailVerified)
      .sort((a, b) => b.invitedAt.getTime() - a.invitedAt.getTime());
    const [invitation] = readable;
    if (!invitation) return err(toThis.length > 0 ? new InvitationEmailNotVerified() : new InvitationNotFound());
    const [received] = await describeReceived(this.deps, [invitation], this.deps.clock.now());
    return received ? ok(received) : err(new InvitationNotFound());
  }
}
