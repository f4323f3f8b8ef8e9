import { DomainError, domainError, domainErrorWithMessage } from '../../shared/domain-error.ts';
import type { PublishCheckFailure } from './publish-check-ids.ts';

export class ActivationNotFound extends domainError('PUBLISHING.NOT_FOUND', 'This activation does not exist.') {}
/** Publish and unpublish belong to the company that owns the activation (spec section 6). */
export class NotActivationOwner extends domainError(
  'PUBLISHING.NOT_OWNER',
  'Only a member of the company that owns this activation can publish or unpublish it.',
) {}
/** Carries every failed check, so the UI lists them all with a Fix action each. */
export class PublishChecksFailed extends DomainError {
  readonly code = 'PUBLISHING.CHECKS_FAILED';
  readonly message: string;
  readonly failures: readonly PublishCheckFailure[];
  constructor(failures: readonly PublishCheckFailure[]) {
    super();
    this.failures = failures;
    this.message = `It cannot be published yet: ${failures.length} ${failures.length === 1 ? 'check is' : 'checks are'} not met.`;
  }
}
export class NotHeldForReview extends domainError('PUBLISHING.NOT_HELD', 'This item is not waiting for review.') {}
export class RefusalReasonRequired extends domainError(
  'PUBLISHING.REASON_REQUIRED',
  'Tell the company why, so they can fix it.',
  'reason',
) {}
/** Spec 8 "delete failed": a rule keeps the activation, and the message says which. */
export class ActivationDeleteFailed extends domainErrorWithMessage('PUBLISHING.DELETE_FAILED') {}
