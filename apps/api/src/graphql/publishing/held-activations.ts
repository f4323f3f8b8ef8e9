import { ReviewHeldActivation } from '@lurkit/core/publishing/application/review-held-activation.ts';
import { builder } from '../shared/builder.ts';
import { CampaignStatusEnum } from '../shared/campaign-status.types.ts';
import { unwrap } from '../shared/errors.ts';

const HeldDecisionEnum = builder.enumType('HeldActivationDecision', { values: ['approve', 'refuse'] as const });

const HeldReviewOutcomeRef = builder.objectRef<{ status: typeof CampaignStatusEnum.$inferType }>('HeldReviewOutcome').implement({
  fields: (f) => ({ status: f.expose('status', { type: CampaignStatusEnum }) }),
});

/**
 * Staff decide on any activation kind held for account review (spec 4): the publishing use case finds
 * it by id in whichever kind's table holds it, so a new kind needs no mutation of its own.
 */
builder.mutationField('reviewHeldActivation', (t) =>
  t.field({
    type: HeldReviewOutcomeRef,
    description: "Staff: approve (it goes live; the company's account counts as reviewed) or refuse with a reason (back to draft).",
    authScopes: { staff: true },
    args: { id: t.arg.id(), decision: t.arg({ type: HeldDecisionEnum }), reason: t.arg.string({ required: false }) },
    resolve: async (_root, { id, decision, reason }, ctx) =>
      unwrap(
        await new ReviewHeldActivation(ctx.scope.publishing).execute({ activationId: String(id), decision, reason: reason ?? undefined }),
      ),
  }),
);
