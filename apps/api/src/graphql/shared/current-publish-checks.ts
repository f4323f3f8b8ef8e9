import type { PublishCheckFailure } from '@lurkit/core/publishing/domain/publish-check-ids.ts';
import { publishChecks } from '@lurkit/core/publishing/domain/publish-checks.ts';
import { actorId } from './actor.ts';
import type { GraphQLContext } from './context.ts';

/**
 * The publish checks an activation of any kind fails as it stands now (spec 5), so its page lists them
 * with Fix before anyone presses Publish. An unknown id fails none: there is nothing to publish.
 */
export async function currentPublishChecks(ctx: GraphQLContext, activationId: string): Promise<PublishCheckFailure[]> {
  const { activations, publishers, clock } = ctx.scope.publishing;
  const [activation, publisher] = await Promise.all([activations.findById(activationId), publishers.findPublisher(actorId(ctx))]);
  if (!activation) return [];
  return publishChecks(activation.subject, { now: clock.now(), emailVerified: publisher?.emailVerified ?? false });
}
