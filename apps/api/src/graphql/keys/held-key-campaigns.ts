import { resolveCursorConnection, type ResolveCursorConnectionArgs } from '@pothos/plugin-relay';
import { ReviewHeldActivation } from '@lurkit/core/publishing/application/review-held-activation.ts';
import { builder } from '../shared/builder.ts';
import { PAGE_SIZES, toPageRequest } from '../shared/connection.ts';
import { unwrap } from '../shared/errors.ts';
import { KeyCampaignRef } from './key-campaign.types.ts';
import { CampaignStatusEnum } from '../shared/campaign-status.types.ts';

const HeldDecisionEnum = builder.enumType('HeldActivationDecision', { values: ['approve', 'refuse'] as const });

builder.queryField('heldKeyCampaigns', (t) =>
  t.connection({
    type: KeyCampaignRef,
    description: "Staff: Key campaigns held for account review (a company's first publish), longest waiting first.",
    authScopes: { staff: true },
    resolve: (_root, args, ctx) => {
      const { campaigns } = ctx.scope.keys;
      return resolveCursorConnection(
        { args, toCursor: (c) => campaigns.cursorOf(c, 'held'), ...PAGE_SIZES },
        (params: ResolveCursorConnectionArgs) => campaigns.listHeld(toPageRequest(params)),
      );
    },
  }),
);

builder.mutationField('reviewHeldKeyCampaign', (t) =>
  t.field({
    type: builder.objectRef<{ status: typeof CampaignStatusEnum.$inferType }>('HeldReviewOutcome').implement({
      fields: (f) => ({ status: f.expose('status', { type: CampaignStatusEnum }) }),
    }),
    description: "Staff: approve (it goes live; the company's account counts as reviewed) or refuse with a reason (back to draft).",
    authScopes: { staff: true },
    args: { id: t.arg.id(), decision: t.arg({ type: HeldDecisionEnum }), reason: t.arg.string({ required: false }) },
    resolve: async (_root, { id, decision, reason }, ctx) =>
      unwrap(
        await new ReviewHeldActivation(ctx.scope.publishing).execute({ activationId: String(id), decision, reason: reason ?? undefined }),
      ),
  }),
);
