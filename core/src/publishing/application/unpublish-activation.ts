import { ok, type Result } from '../../shared/result.ts';
import type { TransitionNotAllowed } from '../../shared/state-machine.ts';
import { canContinue, type CampaignStatus } from '../domain/campaign-status.ts';
import { publishStateMachine, type PublishEvent, type PublishState } from '../domain/publish-state.machine.ts';
import { movedTo, statusOf } from '../domain/publishable-activation.entity.ts';
import type { ActivationNotFound, NotActivationOwner } from '../domain/publishing.errors.ts';
import { loadOwnedActivation } from './owned-activation.ts';
import type { PublishingDeps } from './publishing-deps.ts';

export interface UnpublishActivationInput {
  activationId: string;
  actorUserId: string;
}
export interface UnpublishActivationOutput {
  publishState: PublishState;
  status: CampaignStatus;
  /** Creators already in may still complete it. */
  enrolledCreatorsMayFinish: boolean;
}
export type UnpublishActivationError = ActivationNotFound | NotActivationOwner | TransitionNotAllowed<PublishState, PublishEvent>;

/** Closes a live item to new applications, or withdraws one held for review back to draft. */
export class UnpublishActivation {
  private readonly deps: PublishingDeps;

  constructor(deps: PublishingDeps) {
    this.deps = deps;
  }

  async execute(input: UnpublishActivationInput): Promise<Result<UnpublishActivationOutput, UnpublishActivationError>> {
    const owned = await loadOwnedActivation(this.deps, input.activationId, input.actorUserId);
    if (!owned.ok) return owned;
    const { activation } = owned.value;
    const next = publishStateMachine.transition(activation.publishState, 'unpublish');
    if (!next.ok) return next;
    const now = this.deps.clock.now();
    const saved = movedTo(activation, next.value, now);
    await this.deps.activations.save(saved);
    return ok({
      publishState: saved.publishState,
      status: statusOf(saved, now),
      enrolledCreatorsMayFinish: canContinue(saved.firstWentLiveAt),
    });
  }
}
