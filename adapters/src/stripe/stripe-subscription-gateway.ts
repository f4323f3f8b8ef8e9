import { isPlanId, type PlanId } from '@lurkit/core/billing/domain/plan.ts';
import type { InvoiceStatus } from '@lurkit/core/billing/domain/invoice.entity.ts';
import type { SubscriptionStatus } from '@lurkit/core/billing/domain/subscription.entity.ts';
import type {
  PlanCheckout,
  ProviderInvoice,
  ProviderSubscription,
  SubscriptionGatewayPort,
} from '@lurkit/core/billing/ports/subscription-gateway.port.ts';
import { centsOf } from '@lurkit/core/shared/money.ts';
import Stripe from 'stripe';

/** The Stripe Prices behind the plans carry these lookup keys (docs/operations.md: set them up once per account). */
export const planLookupKey = (plan: PlanId) => `lurkit_${plan}_monthly`;
const planOfLookupKey = (key: string | null | undefined): PlanId | null => {
  const plan = /^lurkit_(\w+)_monthly$/.exec(key ?? '')?.[1];
  return isPlanId(plan) ? plan : null;
};

const idOf = (value: string | { id: string } | null | undefined): string | null =>
  typeof value === 'string' ? value : (value?.id ?? null);
const at = (seconds: number) => new Date(seconds * 1000);

/** Stripe's retries keep the plan while past due; unpaid and incomplete are the same for us. */
function statusOf(status: Stripe.Subscription.Status): SubscriptionStatus {
  if (status === 'active' || status === 'trialing') return 'active';
  if (status === 'canceled' || status === 'incomplete_expired') return 'canceled';
  return 'past_due';
}

function invoiceStatusOf(invoice: Stripe.Invoice): InvoiceStatus | null {
  if (invoice.status === 'paid') return 'paid';
  if (invoice.status === 'void') return 'void';
  if (invoice.status === 'uncollectible') return 'failed';
  if (invoice.status === 'open') return invoice.attempt_count > 0 ? 'failed' : 'open';
  return null;
}

/**
 * Plans on Stripe Billing: Stripe Checkout in subscription mode takes the card, subscription updates
 * change or cancel the plan, the Billing Portal replaces a declined card. Every create or update
 * carries an idempotency key; the plan's price is found by its lookup key.
 */
export class StripeSubscriptionGateway implements SubscriptionGatewayPort {
  readonly provider = 'stripe' as const;
  readonly #stripe: Stripe;
  readonly #prices = new Map<PlanId, string>();

  constructor(stripe: Stripe) {
    this.#stripe = stripe;
  }

  async #priceId(plan: PlanId): Promise<string> {
    const known = this.#prices.get(plan);
    if (known) return known;
    const prices = await this.#stripe.prices.list({ lookup_keys: [planLookupKey(plan)], active: true, limit: 1 });
    const price = prices.data[0];
    if (!price) throw new Error(`Stripe has no active price with lookup key ${planLookupKey(plan)}.`);
    this.#prices.set(plan, price.id);
    return price.id;
  }

  async startPlanCheckout(input: Parameters<SubscriptionGatewayPort['startPlanCheckout']>[0]) {
    const session = await this.#stripe.checkout.sessions.create(
      {
        mode: 'subscription',
        line_items: [{ price: await this.#priceId(input.plan), quantity: 1 }],
        client_reference_id: input.companyId,
        metadata: { companyId: input.companyId, plan: input.plan },
        subscription_data: { metadata: { companyId: input.companyId } },
        ...(input.customerEmail ? { customer_email: input.customerEmail } : {}),
        success_url: input.successUrl,
        cancel_url: input.cancelUrl,
      },
      { idempotencyKey: input.idempotencyKey },
    );
    if (!session.url) throw new Error(`Stripe answered checkout session ${session.id} without a URL.`);
    return { id: session.id, url: session.url };
  }

  async getPlanCheckout(id: string): Promise<PlanCheckout | null> {
    if (!/^cs_[A-Za-z0-9_]+$/.test(id)) return null;
    const session = await this.#retrieve(() => this.#stripe.checkout.sessions.retrieve(id));
    if (!session || session.mode !== 'subscription') return null;
    return {
      id: session.id,
      status: session.status === 'complete' ? 'complete' : session.status === 'expired' ? 'expired' : 'open',
      companyId: session.metadata?.companyId ?? null,
      customerId: idOf(session.customer),
      subscriptionId: idOf(session.subscription),
    };
  }

  async getSubscription(id: string): Promise<ProviderSubscription | null> {
    if (!/^sub_[A-Za-z0-9_]+$/.test(id)) return null;
    const subscription = await this.#retrieve(() => this.#stripe.subscriptions.retrieve(id));
    return subscription ? toSubscription(subscription) : null;
  }

  async changePlan(input: { idempotencyKey: string; subscriptionId: string; plan: PlanId }) {
    const current = await this.#stripe.subscriptions.retrieve(input.subscriptionId);
    const item = current.items.data[0];
    if (!item) throw new Error(`Stripe subscription ${current.id} has no item.`);
    const updated = await this.#stripe.subscriptions.update(
      input.subscriptionId,
      {
        items: [{ id: item.id, price: await this.#priceId(input.plan) }],
        proration_behavior: 'create_prorations',
        cancel_at_period_end: false,
      },
      { idempotencyKey: input.idempotencyKey },
    );
    return toSubscription(updated);
  }

  async cancelAtPeriodEnd(input: { idempotencyKey: string; subscriptionId: string }) {
    const updated = await this.#stripe.subscriptions.update(
      input.subscriptionId,
      { cancel_at_period_end: true },
      { idempotencyKey: input.idempotencyKey },
    );
    return toSubscription(updated);
  }

  async paymentUpdateUrl(input: { customerId: string; returnUrl: string }) {
    // A double click within the minute opens the same portal session.
    const minute = Math.floor(Date.now() / 60_000);
    const session = await this.#stripe.billingPortal.sessions.create(
      { customer: input.customerId, return_url: input.returnUrl },
      { idempotencyKey: `portal-${input.customerId}-${minute}` },
    );
    return session.url;
  }

  async listInvoices(customerId: string): Promise<readonly ProviderInvoice[]> {
    const invoices = await this.#stripe.invoices.list({ customer: customerId, limit: 100 });
    return invoices.data.flatMap((invoice): ProviderInvoice[] => {
      const status = invoiceStatusOf(invoice);
      if (!status || !invoice.id) return [];
      const line = invoice.lines.data[0];
      return [
        {
          id: invoice.id,
          number: invoice.number ?? invoice.id,
          description: line?.description ?? 'Plan subscription',
          amount: centsOf(status === 'paid' ? invoice.amount_paid : invoice.amount_due),
          status,
          periodStart: at(line?.period.start ?? invoice.period_start),
          periodEnd: at(line?.period.end ?? invoice.period_end),
          issuedAt: at(invoice.created),
        },
      ];
    });
  }

  async #retrieve<T>(read: () => Promise<T>): Promise<T | null> {
    try {
      return await read();
    } catch (error) {
      if (error instanceof Stripe.errors.StripeInvalidRequestError && error.statusCode === 404) return null;
      throw error;
    }
  }
}

function toSubscription(subscription: Stripe.Subscription): ProviderSubscription {
  const item = subscription.items.data[0];
  const plan = planOfLookupKey(item?.price.lookup_key);
  if (!item || !plan) throw new Error(`Stripe subscription ${subscription.id} is not on a Lurkit plan price.`);
  return {
    id: subscription.id,
    customerId: idOf(subscription.customer) ?? '',
    plan,
    status: statusOf(subscription.status),
    currentPeriodEnd: at(item.current_period_end),
    cancelAtPeriodEnd: subscription.cancel_at_period_end,
  };
}

/** What a signed Stripe event asks of billing: a checkout to complete, or a customer to sync. */
export type BillingWebhookEvent = { kind: 'planCheckout'; checkoutId: string } | { kind: 'customer'; customerId: string };

/** Billing's share of the events: subscription checkouts, invoices and subscription changes. */
export function billingEventOf(event: Stripe.Event): BillingWebhookEvent | null {
  const object = event.data.object as { id?: unknown; mode?: unknown; customer?: unknown };
  if (event.type.startsWith('checkout.session.')) {
    return object.mode === 'subscription' && typeof object.id === 'string' ? { kind: 'planCheckout', checkoutId: object.id } : null;
  }
  if (event.type.startsWith('invoice.') || event.type.startsWith('customer.subscription.')) {
    const customerId = idOf(object.customer as string | { id: string } | null);
    return customerId ? { kind: 'customer', customerId } : null;
  }
  return null;
}
