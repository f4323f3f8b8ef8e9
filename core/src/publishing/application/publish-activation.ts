import { err, ok, type Result } from '../../shared/result.ts';
import type { TransitionNotAllowed } from '../../shared/state-machine.ts';
import type { CampaignStatus } from '../domain/campaign-status.ts';
import { publishChecks } from '../domain/publish-checks.ts';
import { publishEventFor, publishStateMachine, type PublishEvent, type PublishState } from '../domain/publish-state.machine.ts';
import { movedTo, statusOf } from '../domain/publishable-activation.entity.ts';
import { PublishChecksFailed, type ActivationNotFound, type NotActivationOwner } from '../domain/publishing.errors.ts';
import { loadOwnedActivation } from './owned-activation.ts';
import type { PublishingDeps } from './publishing-deps.ts';

export interface PublishActivationInput {
  activationId: string;
  actorUserId: string;
}
export interface PublishActivationOutput {
  publishState: PublishState;
  status: CampaignStatus;
  /** True when the item waits for the company's account review instead of going live. */
  heldForReview: boolean;
}
export type PublishActivationError =
  ActivationNotFound | NotActivationOwner | TransitionNotAllowed<PublishState, PublishEvent> | PublishChecksFailed;

export class PublishActivation {
  private readonly deps: PublishingDeps;

  constructor(deps: PublishingDeps) {
    this.deps = deps;
  }

  async execute(input: PublishActivationInput): Promise<Result<PublishActivationOutput, PublishActivationError>> {
    const owned = await loadOwnedActivation(this.deps, input.activationId, input.actorUserId);
    if (!owned.ok) return owned;
    const { activation, publisher } = owned.value;
    const next = publishStateMachine.transition(activation.publishState, publishEventFor(publisher.companyReviewed));
    if (!next.ok) return next;
    const now = this.deps.clock.now();
    const failures = publishChecks(activation.subject, { now, emailVerified: publisher.emailVerified });
    if (failures.length > 0) return err(new PublishChecksFailed(failures));

    const saved = movedTo(activation, next.value, now);
    await this.deps.activations.save(saved);
    return ok({ publishState: saved.publishState, status: statusOf(saved, now), heldForReview: saved.publishState === 'waitingForReview' });
  }
}
