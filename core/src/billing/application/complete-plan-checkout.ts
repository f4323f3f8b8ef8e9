import { syncBilling, type SyncBillingDeps } from './sync-billing.ts';

/**
 * The provider says a plan checkout moved (webhook, or the sandbox page). Its state is read back from
 * the provider: only a complete checkout with a subscription changes the plan; a replay changes nothing.
 */
export class CompletePlanCheckout {
  private readonly deps: SyncBillingDeps;

  constructor(deps: SyncBillingDeps) {
    this.deps = deps;
  }

  async execute(input: { checkoutId: string }): Promise<{ companyId: string } | null> {
    const checkout = await this.deps.gateway.getPlanCheckout(input.checkoutId);
    if (!checkout || checkout.status !== 'complete' || !checkout.companyId || !checkout.customerId || !checkout.subscriptionId) return null;
    await syncBilling(this.deps, {
      companyId: checkout.companyId,
      customerId: checkout.customerId,
      subscriptionId: checkout.subscriptionId,
    });
    return { companyId: checkout.companyId };
  }
}

/** An invoice or subscription event names the provider's customer: the company it belongs to is synced. */
export class SyncCustomerBilling {
  private readonly deps: SyncBillingDeps;

  constructor(deps: SyncBillingDeps) {
    this.deps = deps;
  }

  async execute(input: { customerId: string }): Promise<boolean> {
    const known = await this.deps.billing.findSubscriptionByCustomer(this.deps.gateway.provider, input.customerId);
    // Unknown customers are a checkout whose completion has not arrived yet: that event syncs them.
    if (!known?.subscriptionId || !known.customerId) return false;
    await syncBilling(this.deps, { companyId: known.companyId, customerId: known.customerId, subscriptionId: known.subscriptionId });
    return true;
  }
}
