import type { BillingInvoice } from '@lurkit/core/billing/domain/invoice.entity.ts';
import { PLANS, type PlanId } from '@lurkit/core/billing/domain/plan.ts';
import type { SubscriptionStatus } from '@lurkit/core/billing/domain/subscription.entity.ts';
import { syncBilling, type SyncBillingDeps } from '@lurkit/core/billing/application/sync-billing.ts';
import { addMs, DAY_MS } from '@lurkit/core/shared/time.ts';
import type { SeededAccounts } from './accounts.seed.ts';
import type { SeededRandom } from './seeded-random.ts';

/** The sandbox provider's own books, so the demo's subscriptions can be renewed and changed at /dev/billing. */
export interface SandboxBillingSeeding {
  record(input: {
    subscription: {
      id: string;
      customerId: string;
      companyId: string;
      plan: PlanId;
      status: SubscriptionStatus;
      currentPeriodEnd: Date;
      createdAt: Date;
    };
    /** `id` is the provider's invoice id. */
    invoices: readonly (Omit<BillingInvoice, 'companyId' | 'provider' | 'providerInvoiceId'> & { id: string })[];
  }): Promise<void>;
}

/** The sandbox's gateway beside the configured one: the demo's books are the sandbox's, so seeding never calls Stripe. */
export type BillingSeeding = SyncBillingDeps & { sandboxBilling: SandboxBillingSeeding; sandboxGateway: SyncBillingDeps['gateway'] };

const MONTH_MS = 30 * DAY_MS;

/**
 * Plans of the demo world: Demo Studio on Pro for three months (paid invoices, Insights open, so the
 * demo and the journeys that use Insights keep working), Northern Lights Games on Enterprise with its
 * latest renewal declined (the payment-failed message), and every other company on Free with Insights
 * locked ('Upgrade to unlock').
 */
export async function seedBilling(deps: BillingSeeding, accounts: SeededAccounts, random: SeededRandom, now: Date): Promise<void> {
  const [demoStudio, northernLights] = accounts.companies;
  const plans: { companyId: string; plan: PlanId; months: number; lastFailed: boolean }[] = [];
  if (demoStudio) plans.push({ companyId: demoStudio.id, plan: 'pro', months: 3, lastFailed: false });
  if (northernLights) plans.push({ companyId: northernLights.id, plan: 'enterprise', months: 2, lastFailed: true });
  for (const { companyId, plan, months, lastFailed } of plans) {
    const tag = random.uuid().replace(/-/g, '').slice(0, 24);
    const subscriptionId = `sbx_sub_${tag}`;
    const customerId = `sbx_cus_${tag}`;
    const start = addMs(now, -months * MONTH_MS + 5 * DAY_MS);
    const status: SubscriptionStatus = lastFailed ? 'past_due' : 'active';
    const invoices = Array.from({ length: months }, (_, month) => {
      const periodStart = addMs(start, month * MONTH_MS);
      const failed = lastFailed && month === months - 1;
      return {
        id: random.uuid(),
        providerInvoiceId: `sbx_in_${tag}_${month + 1}`,
        number: `SBX-${tag.slice(-6).toUpperCase()}-${String(month + 1).padStart(4, '0')}`,
        description: `${PLANS[plan].name} plan, monthly`,
        amount: PLANS[plan].monthlyPrice,
        status: failed ? ('failed' as const) : ('paid' as const),
        periodStart,
        periodEnd: addMs(periodStart, MONTH_MS),
        issuedAt: periodStart,
      };
    });
    // A declined renewal leaves the period where it was, as the sandbox provider does.
    const currentPeriodEnd = addMs(start, (lastFailed ? months - 1 : months) * MONTH_MS);
    await deps.sandboxBilling.record({
      subscription: { id: subscriptionId, customerId, companyId, plan, status, currentPeriodEnd, createdAt: start },
      invoices: invoices.map(({ id: _id, providerInvoiceId, ...rest }) => ({ ...rest, id: providerInvoiceId })),
    });
    // Copied from the sandbox's books as a provider's event would: each paid invoice charged in the ledger and numbered in our series.
    await syncBilling({ ...deps, gateway: deps.sandboxGateway }, { companyId, customerId, subscriptionId });
  }
}
