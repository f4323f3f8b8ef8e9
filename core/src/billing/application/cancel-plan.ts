import { err, ok, type Result } from '../../shared/result.ts';
import { NoPaidPlan, type NotBillingMember, type NotBillingOwner } from '../domain/billing.errors.ts';
import type { CompanySubscription } from '../domain/subscription.entity.ts';
import { billingOwner } from './billing-actor.ts';
import type { BillingDeps } from './billing-deps.ts';
import { toBillingOverview, type BillingOverview } from './billing-overview.ts';
import { syncBilling, type SyncBillingDeps } from './sync-billing.ts';

export async function cancelSubscription(deps: SyncBillingDeps, running: CompanySubscription): Promise<CompanySubscription | null> {
  if (!running.subscriptionId || !running.customerId) return running;
  await deps.gateway.cancelAtPeriodEnd({
    idempotencyKey: `plan-cancel-${running.subscriptionId}-${running.updatedAt.getTime()}`,
    subscriptionId: running.subscriptionId,
  });
  return syncBilling(deps, { companyId: running.companyId, customerId: running.customerId, subscriptionId: running.subscriptionId });
}

/** The owner cancels: the paid period runs out, then the company is on Free. */
export class CancelPlan {
  private readonly deps: BillingDeps;

  constructor(deps: BillingDeps) {
    this.deps = deps;
  }

  async execute(input: { actorUserId: string }): Promise<Result<BillingOverview, NotBillingMember | NotBillingOwner | NoPaidPlan>> {
    const owner = await billingOwner(this.deps, input.actorUserId);
    if (!owner.ok) return owner;
    const current = await this.deps.billing.findSubscription(owner.value.companyId);
    if (!current || current.status === 'canceled' || !current.subscriptionId || current.cancelAtPeriodEnd) return err(new NoPaidPlan());
    return ok(toBillingOverview(owner.value, await cancelSubscription(this.deps, current)));
  }
}

/** After a failed renewal: the provider's page where the owner replaces the card (spec 8). */
export class StartPaymentUpdate {
  private readonly deps: BillingDeps;

  constructor(deps: BillingDeps) {
    this.deps = deps;
  }

  async execute(input: { actorUserId: string }): Promise<Result<string, NotBillingMember | NotBillingOwner | NoPaidPlan>> {
    const owner = await billingOwner(this.deps, input.actorUserId);
    if (!owner.ok) return owner;
    const current = await this.deps.billing.findSubscription(owner.value.companyId);
    if (!current?.customerId || !current.subscriptionId || current.status === 'canceled') return err(new NoPaidPlan());
    return ok(
      await this.deps.gateway.paymentUpdateUrl({
        customerId: current.customerId,
        subscriptionId: current.subscriptionId,
        returnUrl: `${this.deps.appUrl}/company/settings/plan`,
      }),
    );
  }
}
