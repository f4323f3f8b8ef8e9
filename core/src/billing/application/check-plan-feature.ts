import { err, ok, type Result } from '../../shared/result.ts';
import { UpgradeRequired } from '../domain/billing.errors.ts';
import { cheapestPlanWith, PLANS, planAllows, type PlanFeature } from '../domain/plan.ts';
import { effectivePlan } from '../domain/subscription.entity.ts';
import type { BillingDeps } from './billing-deps.ts';

/**
 * The server's plan lock: features the company's plan does not include answer 'Upgrade to unlock',
 * whatever the UI showed.
 */
export class CheckPlanFeature {
  private readonly deps: Pick<BillingDeps, 'billing'>;

  constructor(deps: Pick<BillingDeps, 'billing'>) {
    this.deps = deps;
  }

  async execute(input: { companyId: string; feature: PlanFeature }): Promise<Result<void, UpgradeRequired>> {
    const plan = effectivePlan(await this.deps.billing.findSubscription(input.companyId));
    return planAllows(plan, input.feature) ? ok(undefined) : err(new UpgradeRequired(input.feature, cheapestPlanWith(input.feature)));
  }
}

/** The member limit of the company's plan (spec 6), for the accounts context's seat checks. */
export async function memberLimitOf(deps: Pick<BillingDeps, 'billing'>, companyId: string): Promise<number> {
  return PLANS[effectivePlan(await deps.billing.findSubscription(companyId))].memberLimit;
}
