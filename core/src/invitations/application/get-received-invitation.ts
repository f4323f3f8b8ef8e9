import { err, ok, type Result } from '../../shared/result.ts';
import { InvitationNotFound, type InvitationEmailNotVerified } from '../domain/invitations.errors.ts';
import {
  describeReceived,
  invitationFor,
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

  async execute(
    input: CreatorAddress & { invitationId: string },
  ): Promise<Result<ReceivedInvitation, InvitationNotFound | InvitationEmailNotVerified>> {
    const invitation = invitationFor(await this.deps.invitations.findById(input.invitationId), input);
    if (!invitation.ok) return invitation;
    const [received] = await describeReceived(this.deps, [invitation.value], this.deps.clock.now());
    return received ? ok(received) : err(new InvitationNotFound());
  }
}
