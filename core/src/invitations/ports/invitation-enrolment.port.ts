import type { DomainError } from '../../shared/domain-error.ts';
import type { Result } from '../../shared/result.ts';
import type { CreatorInvitation } from '../domain/invitation.entity.ts';

/**
 * Makes an invited creator take part in the activation the invitation is for, in the transaction that
 * records the answer: a refusal (e.g. a Key campaign's location or language not met) leaves the
 * invitation pending. The composition root routes each activation type to its own context.
 */
export interface InvitationEnrolmentPort {
  enrol(invitation: CreatorInvitation, creator: { creatorId: string; agreementAccepted: boolean }): Promise<Result<void, DomainError>>;
}
