import type { DomainError } from '../../shared/domain-error.ts';
import { err, ok, type Result } from '../../shared/result.ts';
import type { CreatorInvitation } from '../domain/invitation.entity.ts';
import type { InvitationEnrolmentPort } from '../ports/invitation-enrolment.port.ts';

/** Records who was enrolled where; `refuseWith` makes the next enrolments fail as an activation would. */
export class InMemoryInvitationEnrolment implements InvitationEnrolmentPort {
  readonly enrolled: { invitationId: string; creatorId: string; agreementAccepted: boolean }[] = [];
  #refusal: DomainError | null = null;

  refuseWith(error: DomainError | null): void {
    this.#refusal = error;
  }

  async enrol(
    invitation: CreatorInvitation,
    creator: { creatorId: string; agreementAccepted: boolean },
  ): Promise<Result<void, DomainError>> {
    if (this.#refusal) return err(this.#refusal);
    this.enrolled.push({ invitationId: invitation.id, ...creator });
    return ok(undefined);
  }
}
