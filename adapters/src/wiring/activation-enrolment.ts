import type { CreatorInvitation } from '@lurkit/core/invitations/domain/invitation.entity.ts';
import type { InvitationEnrolmentPort } from '@lurkit/core/invitations/ports/invitation-enrolment.port.ts';
import { JoinKeyCampaignByInvitation } from '@lurkit/core/keys/application/join-key-campaign-by-invitation.ts';
import type { KeysDeps } from '@lurkit/core/keys/application/keys-deps.ts';
import { JoinMissionByInvitation } from '@lurkit/core/missions/application/join-mission-by-invitation.ts';
import type { MissionsDeps } from '@lurkit/core/missions/application/missions-deps.ts';
import type { ProgramAdmissionPort } from '@lurkit/core/missions/ports/program-admission.port.ts';
import type { DomainError } from '@lurkit/core/shared/domain-error.ts';
import { ok, type Result } from '@lurkit/core/shared/result.ts';

interface EnrolmentContexts {
  keys: () => KeysDeps;
  missions: () => MissionsDeps & { admission: ProgramAdmissionPort };
}

/**
 * Routes an accepted invitation to the context that owns the activation, on the same unit of work. Key
 * campaigns enrol the creator as a participant; Missions make them a member of the Mission's Creator
 * Program when they are not one and start their run. Quests and Creator Programs take part through
 * their own flows (an offer; an application, accepted at once for an invited creator).
 */
export class ActivationEnrolment implements InvitationEnrolmentPort {
  readonly #contexts: EnrolmentContexts;

  constructor(contexts: EnrolmentContexts) {
    this.#contexts = contexts;
  }

  async enrol(
    invitation: CreatorInvitation,
    creator: { creatorId: string; agreementAccepted: boolean },
  ): Promise<Result<void, DomainError>> {
    if (invitation.activationType === 'KEY') {
      const joined = await new JoinKeyCampaignByInvitation(this.#contexts.keys()).execute({
        ...creator,
        campaignId: invitation.activationId,
      });
      return joined.ok ? ok(undefined) : joined;
    }
    if (invitation.activationType === 'MISSION') {
      const joined = await new JoinMissionByInvitation(this.#contexts.missions()).execute({
        missionId: invitation.activationId,
        creatorId: creator.creatorId,
      });
      return joined.ok ? ok(undefined) : joined;
    }
    return ok(undefined);
  }
}
