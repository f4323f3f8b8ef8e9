import { err, ok, type Result } from '../../shared/result.ts';
import { displayStatus, type ActivationType, type CreatorInvitation, type InvitationDisplayStatus } from '../domain/invitation.entity.ts';
import { ActivationNotFound } from '../domain/invitations.errors.ts';
import type { InvitationsDeps } from './invitations-deps.ts';

export interface SentInvitation {
  readonly invitation: CreatorInvitation;
  /** PENDING past its expiry reads EXPIRED (spec 4: email invites pending or expired, resendable). */
  readonly status: InvitationDisplayStatus;
  /** A user id invite's creator by name, so the company does not read an id; null for email invites. */
  readonly creatorName: string | null;
}

/** Invitations sent for one of the company's activations, newest first. */
export class ListActivationInvitations {
  private readonly deps: Pick<InvitationsDeps, 'invitations' | 'activations' | 'creators' | 'clock'>;

  constructor(deps: Pick<InvitationsDeps, 'invitations' | 'activations' | 'creators' | 'clock'>) {
    this.deps = deps;
  }

  async execute(input: {
    companyId: string;
    activationType: ActivationType;
    activationId: string;
  }): Promise<Result<SentInvitation[], ActivationNotFound>> {
    const activation = await this.deps.activations.findActivation(input.activationType, input.activationId);
    if (!activation || activation.companyId !== input.companyId) return err(new ActivationNotFound());
    const now = this.deps.clock.now();
    const invitations = await this.deps.invitations.listByActivation(input.activationType, input.activationId);
    const byUserId = invitations.flatMap((i) => (i.inviteType === 'USERID' && i.creatorId ? [i.creatorId] : []));
    const names = new Map((await this.deps.creators.findCreators(byUserId)).map((c) => [c.id, c.displayName]));
    return ok(
      invitations
        .sort((a, b) => b.invitedAt.getTime() - a.invitedAt.getTime())
        .map((invitation) => ({
          invitation,
          status: displayStatus(invitation, now),
          creatorName: invitation.inviteType === 'USERID' && invitation.creatorId ? (names.get(invitation.creatorId) ?? null) : null,
        })),
    );
  }
}
