import type { CreatorInvitation } from '@lurkit/core/invitations/domain/invitation.entity.ts';
import type { InvitationEnrolmentPort } from '@lurkit/core/invitations/ports/invitation-enrolment.port.ts';
import { JoinKeyCampaignByInvitation } from '@lurkit/core/keys/application/join-key-campaign-by-invitation.ts';
import type { KeysDeps } from '@lurkit/core/keys/application/keys-deps.ts';
import type { DomainError } from '@lurkit/core/shared/domain-error.ts';
import { ok, type Result } from '@lurkit/core/shared/result.ts';

/**
 * Routes an accepted invitation to the context that owns the activation, on the same unit of work. Key
 * campaigns enrol the creator as a participant; Quests, Missions and Creator Programs have no
 * participants yet and join here with their slices.
 */
export class ActivationEnrolment implements InvitationEnrolmentPort {
  readonly #keys: () => KeysDeps;

  constructor(keys: () => KeysDeps) {
    this.#keys = keys;
  }

  async enrol(
    invitation: CreatorInvitation,
    creator: { creatorId: string; agreementAccepted: boolean },
  ): Promise<Result<void, DomainError>> {
    if (invitation.activationType !== 'KEY') return ok(undefined);
    const joined = await new JoinKeyCampaignByInvitation(this.#keys()).execute({ ...creator, campaignId: invitation.activationId });
    return joined.ok ? ok(undefined) : joined;
  }
}
