import { displayStatus, type CreatorInvitation, type InvitationDisplayStatus } from '../domain/invitation.entity.ts';
import type { ActivationSummary } from '../ports/activation-directory.port.ts';
import type { InvitationsDeps } from './invitations-deps.ts';

/** An invitation as the invited creator sees it: what it is for, from whom, and where it stands. */
export interface ReceivedInvitation {
  readonly invitation: CreatorInvitation;
  /** A pending email invite past its expiry reads EXPIRED. */
  readonly status: InvitationDisplayStatus;
  /** Null once the activation is gone. */
  readonly activation: Pick<ActivationSummary, 'name' | 'companyName'> | null;
}

export interface CreatorAddress {
  creatorId: string;
  /** The signed-in creator's address: email invites to it are theirs. */
  creatorEmail: string;
}

export type ReceivedInvitationDeps = Pick<InvitationsDeps, 'invitations' | 'activations' | 'clock'>;

const normalised = (address: CreatorAddress) => ({ ...address, creatorEmail: address.creatorEmail.trim().toLowerCase() });

/** Whether the invitation is addressed to this creator: by user id, or by email to their address. */
export const isAddressedTo = (invitation: CreatorInvitation, address: CreatorAddress): boolean =>
  invitation.inviteType === 'USERID' ? invitation.creatorId === address.creatorId : invitation.email === normalised(address).creatorEmail;

export async function describeReceived(
  deps: ReceivedInvitationDeps,
  invitation: CreatorInvitation,
  now: Date,
): Promise<ReceivedInvitation> {
  const activation = await deps.activations.findActivation(invitation.activationType, invitation.activationId);
  return {
    invitation,
    status: displayStatus(invitation, now),
    activation: activation ? { name: activation.name, companyName: activation.companyName } : null,
  };
}
