import { PublishActivation } from '@lurkit/core/publishing/application/publish-activation.ts';
import { UnpublishActivation } from '@lurkit/core/publishing/application/unpublish-activation.ts';
import { CampaignStatusEnum } from './campaign-status.types.ts';
import { actorId } from './actor.ts';
import { builder } from './builder.ts';
import { unwrap } from './errors.ts';

/** What publishing or unpublishing any activation kind left it as (spec 4). */
export const PublishOutcomeRef = builder
  .objectRef<{ status: typeof CampaignStatusEnum.$inferType; heldForReview: boolean }>('PublishOutcome')
  .implement({
    fields: (t) => ({ status: t.expose('status', { type: CampaignStatusEnum }), heldForReview: t.exposeBoolean('heldForReview') }),
  });

export interface PublishMutationNames {
  /** The kind in the mutations' names: `Quest` gives publishQuest and unpublishQuest. */
  kind: string;
  publishDescription: string;
  /** What closing means for this kind's creators. */
  unpublishDescription: string;
}

/**
 * One activation kind's publish and unpublish mutations. Every kind goes through the same publishing
 * use cases, which find the activation by id in whichever kind's table holds it.
 */
export function publishMutations({ kind, publishDescription, unpublishDescription }: PublishMutationNames): void {
  builder.mutationField(`publish${kind}`, (t) =>
    t.field({
      type: PublishOutcomeRef,
      description: publishDescription,
      authScopes: { companyMember: true },
      args: { id: t.arg.id() },
      resolve: async (_root, { id }, ctx) => {
        const outcome = unwrap(
          await new PublishActivation(ctx.scope.publishing).execute({ activationId: String(id), actorUserId: actorId(ctx) }),
        );
        return { status: outcome.status, heldForReview: outcome.heldForReview };
      },
    }),
  );

  builder.mutationField(`unpublish${kind}`, (t) =>
    t.field({
      type: PublishOutcomeRef,
      description: unpublishDescription,
      authScopes: { companyMember: true },
      args: { id: t.arg.id() },
      resolve: async (_root, { id }, ctx) => {
        const outcome = unwrap(
          await new UnpublishActivation(ctx.scope.publishing).execute({ activationId: String(id), actorUserId: actorId(ctx) }),
        );
        return { status: outcome.status, heldForReview: false };
      },
    }),
  );
}
