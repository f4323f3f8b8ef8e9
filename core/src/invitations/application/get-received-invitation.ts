import { err, ok, type Result } from '../../shared/result.ts';
import { InvitationNotFound } from '../domain/invitations.errors.ts';
import {
  describeReceived,
  isAddressedTo,
  type CreatorAddress,
  type ReceivedInvitation,
  type ReceivedInvitationDeps,
} from './received-invitation.ts';

/** One invitation, whatever its status (the page the mail links to); another's reads as not found. */
export class GetReceivedInvitation {
  private readonly deps: ReceivedInvitationDeps;

  constructor(deps: ReceivedInvitationDeps) {
    this.deps = deps;
  }

  async execute(input: CreatorAddress & { invitationId: string }): Promise<Result<ReceivedInvitation, InvitationNotFound>> {
    const invitation = await this.deps.invitations.findById(input.invitationId);
    if (!invitation || !isAddressedTo(invitation, input)) return err(new InvitationNotFound());
    return ok(await describeReceived(this.deps, invitation, this.deps.clock.now()));
  }
}
