import { DomainError } from '../../shared/domain-error.ts';
import type { PublishCheckFailure } from './publish-check-ids.ts';

export class ActivationNotFound extends DomainError {
  readonly code = 'PUBLISHING.NOT_FOUND';
  readonly message = 'This activation does not exist.';
}
/** Publish and unpublish belong to the company that owns the activation (spec section 6). */
export class NotActivationOwner extends DomainError {
  readonly code = 'PUBLISHING.NOT_OWNER';
  readonly message = 'Only a member of the company that owns this activation can publish or unpublish it.';
}
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
export class NotHeldForReview extends DomainError {
  readonly code = 'PUBLISHING.NOT_HELD';
  readonly message = 'This item is not waiting for review.';
}
export class RefusalReasonRequired extends DomainError {
  readonly code = 'PUBLISHING.REASON_REQUIRED';
  readonly message = 'Tell the company why, so they can fix it.';
  override readonly field = 'reason';
}
