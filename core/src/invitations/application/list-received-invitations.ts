import { displayStatus } from '../domain/invitation.entity.ts';
import { describeReceived, type CreatorAddress, type ReceivedInvitation, type ReceivedInvitationDeps } from './received-invitation.ts';

/** The creator's open invitations (the Offers tab, spec 2): pending and not expired, newest first. */
export class ListReceivedInvitations {
  private readonly deps: ReceivedInvitationDeps;

  constructor(deps: ReceivedInvitationDeps) {
    this.deps = deps;
  }

  async execute(input: CreatorAddress): Promise<ReceivedInvitation[]> {
    // An unverified address is nobody's yet: only user id invites show until it is verified.
    const creatorEmail = input.emailVerified ? input.creatorEmail.trim().toLowerCase() : '';
    const now = this.deps.clock.now();
    const open = (await this.deps.invitations.listForCreator(input.creatorId, creatorEmail))
      .filter((invitation) => displayStatus(invitation, now) === 'PENDING')
      .sort((a, b) => b.invitedAt.getTime() - a.invitedAt.getTime());
    return describeReceived(this.deps, open, now);
  }
}
