import { ok, type Result } from '../../shared/result.ts';
import type { NotBillingMember } from '../domain/billing.errors.ts';
import { billingMember } from './billing-actor.ts';
import type { BillingDeps } from './billing-deps.ts';
import { toBillingOverview, type BillingOverview } from './billing-overview.ts';

/** Every member sees the plan and its limits (the UI locks features with it); only the owner changes it. */
export class GetBillingOverview {
  private readonly deps: Pick<BillingDeps, 'directory' | 'billing'>;

  constructor(deps: Pick<BillingDeps, 'directory' | 'billing'>) {
    this.deps = deps;
  }

  async execute(input: { actorUserId: string }): Promise<Result<BillingOverview, NotBillingMember>> {
    const membership = await billingMember(this.deps, input.actorUserId);
    if (!membership.ok) return membership;
    return ok(toBillingOverview(membership.value, await this.deps.billing.findSubscription(membership.value.companyId)));
  }
}
