import { err, ok, type Result } from '../../shared/result.ts';
import { statusOf, movedTo } from '../domain/publishable-activation.entity.ts';
import { publishStateMachine } from '../domain/publish-state.machine.ts';
import type { CampaignStatus } from '../domain/campaign-status.ts';
import { ActivationNotFound, NotHeldForReview, RefusalReasonRequired } from '../domain/publishing.errors.ts';
import type { PublishingDeps } from './publishing-deps.ts';

export const REFUSAL_REASON_MAX_LENGTH = 2000;

/**
 * Staff decide on an item held for account review (spec 4: a first published item is held). Approval
 * puts it live and marks the company's account reviewed, so its next items go out at once; refusal
 * sends it back to draft with the reason the company sees.
 */
export class ReviewHeldActivation {
  private readonly deps: PublishingDeps;

  constructor(deps: PublishingDeps) {
    this.deps = deps;
  }

  async execute(input: {
    activationId: string;
    decision: 'approve' | 'refuse';
    reason?: string;
  }): Promise<Result<{ status: CampaignStatus }, ActivationNotFound | NotHeldForReview | RefusalReasonRequired>> {
    const activation = await this.deps.activations.findById(input.activationId);
    if (!activation) return err(new ActivationNotFound());
    if (activation.publishState !== 'waitingForReview') return err(new NotHeldForReview());
    const reason = (input.reason ?? '').trim().slice(0, REFUSAL_REASON_MAX_LENGTH);
    if (input.decision === 'refuse' && reason === '') return err(new RefusalReasonRequired());
    const next = publishStateMachine.transition(activation.publishState, input.decision === 'approve' ? 'approveReview' : 'rejectReview');
    if (!next.ok) return err(new NotHeldForReview());
    const now = this.deps.clock.now();
    const moved = movedTo(activation, next.value, now);
    const saved = input.decision === 'refuse' ? { ...moved, reviewNote: reason } : moved;
    await this.deps.activations.save(saved);
    if (input.decision === 'approve') await this.deps.publishers.markCompanyReviewed(activation.companyId);
    return ok({ status: statusOf(saved, now) });
  }
}
