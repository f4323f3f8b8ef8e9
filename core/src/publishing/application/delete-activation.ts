import { err, ok, type Result } from '../../shared/result.ts';
import { ActivationDeleteFailed, type ActivationNotFound, type NotActivationOwner } from '../domain/publishing.errors.ts';
import { loadOwnedActivation } from './owned-activation.ts';
import type { PublishingDeps } from './publishing-deps.ts';

export interface DeleteActivationInput {
  activationId: string;
  actorUserId: string;
}
export interface DeleteActivationOutput {
  id: string;
  /** true: it had been live, so it is kept for results and reporting; false: it is gone. */
  archived: boolean;
}
export type DeleteActivationError = ActivationNotFound | NotActivationOwner | ActivationDeleteFailed;

const LIVE = 'It is live: unpublish it first so no new creators join, then delete it.';
const HELD = 'It is waiting for review: withdraw it from review first, then delete it.';

/**
 * Spec 6: company users delete their Key campaigns, Quests and Missions. One that never went live
 * (a draft, or one withdrawn from review before it went out) is deleted outright: nobody ever joined.
 * One that did is archived instead, so creators' results and the company's reporting keep it, while
 * every list and browse leaves it out. A live one must be unpublished first (spec 4: unpublishing is
 * what closes it to new applications).
 */
export class DeleteActivation {
  private readonly deps: PublishingDeps;

  constructor(deps: PublishingDeps) {
    this.deps = deps;
  }

  async execute(input: DeleteActivationInput): Promise<Result<DeleteActivationOutput, DeleteActivationError>> {
    const owned = await loadOwnedActivation(this.deps, input.activationId, input.actorUserId);
    if (!owned.ok) return owned;
    const { activation } = owned.value;
    if (activation.firstWentLiveAt === null) {
      await this.deps.activations.delete(activation.id);
      return ok({ id: activation.id, archived: false });
    }
    if (activation.publishState === 'published') return err(new ActivationDeleteFailed(LIVE));
    if (activation.publishState === 'waitingForReview') return err(new ActivationDeleteFailed(HELD));
    await this.deps.activations.save({ ...activation, archivedAt: this.deps.clock.now() });
    return ok({ id: activation.id, archived: true });
  }
}
