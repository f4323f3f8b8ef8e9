import { CheckPlanFeature } from '@lurkit/core/billing/application/check-plan-feature.ts';
import type { PlanFeature } from '@lurkit/core/billing/domain/plan.ts';
import { companyIdOf } from './company.ts';
import type { GraphQLContext } from './context.ts';
import { unwrap } from './errors.ts';

/**
 * The server's plan lock (spec 6: 'Upgrade to unlock'): answers true when the company's plan has the
 * feature and raises PLAN.UPGRADE_REQUIRED otherwise, so a resolver reads
 * `(await planAllows(ctx, 'insights')) && ...` before doing its work.
 */
export async function planAllows(ctx: GraphQLContext, feature: PlanFeature): Promise<true> {
  unwrap(await new CheckPlanFeature(ctx.scope.billing).execute({ companyId: companyIdOf(ctx), feature }));
  return true;
}
