import { DeleteActivation } from '@lurkit/core/publishing/application/delete-activation.ts';
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

/** What deleting an activation did: gone, or archived because it had been live. */
export const DeletedActivationRef = builder.objectRef<{ id: string; archived: boolean }>('DeletedActivation').implement({
  fields: (t) => ({
    id: t.exposeID('id'),
    archived: t.exposeBoolean('archived', {
      description: 'true: it had been live, so it is kept for results and reporting and left out of every list and browse.',
    }),
  }),
});

export interface PublishMutationNames {
  /** The kind in the mutations' names: `Quest` gives publishQuest and unpublishQuest. */
  kind: string;
  publishDescription: string;
  /** What closing means for this kind's creators. */
  unpublishDescription: string;
}

/**
 * One activation kind's publish, unpublish and delete mutations. Every kind goes through the same publishing
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

  builder.mutationField(`delete${kind}`, (t) =>
    t.field({
      type: DeletedActivationRef,
      description:
        'Spec 6: deletes a draft that never went live; one that did is archived (unpublish it first: PUBLISHING.DELETE_FAILED while live or under review).',
      authScopes: { companyMember: true },
      args: { id: t.arg.id() },
      resolve: async (_root, { id }, ctx) =>
        unwrap(await new DeleteActivation(ctx.scope.publishing).execute({ activationId: String(id), actorUserId: actorId(ctx) })),
    }),
  );
}
