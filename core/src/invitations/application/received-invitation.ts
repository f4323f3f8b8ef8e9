import { err, ok, type Result } from '../../shared/result.ts';
import { InvitationEmailNotVerified, InvitationNotFound } from '../domain/invitations.errors.ts';
import { displayStatus, type CreatorInvitation, type InvitationDisplayStatus } from '../domain/invitation.entity.ts';
import { activationKey, type ActivationSummary } from '../ports/activation-directory.port.ts';
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
  /** Email invites count only once the address is verified: typing someone's address proves nothing. */
  emailVerified: boolean;
}

export type ReceivedInvitationDeps = Pick<InvitationsDeps, 'invitations' | 'activations' | 'clock'>;

const normalised = (address: CreatorAddress) => ({ ...address, creatorEmail: address.creatorEmail.trim().toLowerCase() });

/** Whether the invitation is addressed to this creator: by user id, or by email to their address. */
export const isAddressedTo = (invitation: CreatorInvitation, address: CreatorAddress): boolean =>
  invitation.inviteType === 'USERID' ? invitation.creatorId === address.creatorId : invitation.email === normalised(address).creatorEmail;

/**
 * The invitation if this creator may answer it. Another's reads as not found, so ids leak nothing; one
 * to their own address still unverified asks them to verify it.
 */
export function invitationFor(
  invitation: CreatorInvitation | null,
  address: CreatorAddress,
): Result<CreatorInvitation, InvitationNotFound | InvitationEmailNotVerified> {
  if (!invitation || !isAddressedTo(invitation, address)) return err(new InvitationNotFound());
  if (invitation.inviteType === 'EMAIL' && !address.emailVerified) return err(new InvitationEmailNotVerified());
  return ok(invitation);
}

/** The invitations as the creator sees them, their activations read in one batch. */
export async function describeReceived(
  deps: ReceivedInvitationDeps,
  invitations: readonly CreatorInvitation[],
  now: Date,
): Promise<ReceivedInvitation[]> {
  const activations = await deps.activations.findActivations(invitations.map((i) => ({ type: i.activationType, id: i.activationId })));
  return invitations.map((invitation) => {
    const activation = activations.get(activationKey(invitation.activationType, invitation.activationId));
    return {
      invitation,
      status: displayStatus(invitation, now),
      activation: activation ? { name: activation.name, companyName: activation.companyName } : null,
    };
  });
}
