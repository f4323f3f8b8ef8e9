import type { Cents } from '../../shared/money.ts';
import { PLANS, type PlanId } from '../domain/plan.ts';
import type { PlanCheckout, ProviderInvoice, ProviderSubscription, SubscriptionGatewayPort } from '../ports/subscription-gateway.port.ts';

const MONTH_MS = 30 * 24 * 3_600_000;

/** The provider in core tests: checkouts the test completes, renewals it fails, and the keys it was sent. */
export class FakeSubscriptionGateway implements SubscriptionGatewayPort {
  readonly provider = 'sandbox' as const;
  readonly checkouts = new Map<string, PlanCheckout & { plan: PlanId; url: string; key: string }>();
  readonly subscriptions = new Map<string, ProviderSubscription>();
  readonly invoices = new Map<string, ProviderInvoice[]>();
  readonly idempotencyKeys: string[] = [];
  readonly #now: () => Date;

  constructor(now: () => Date) {
    this.#now = now;
  }

  async startPlanCheckout(input: Parameters<SubscriptionGatewayPort['startPlanCheckout']>[0]) {
    this.idempotencyKeys.push(input.idempotencyKey);
    const known = [...this.checkouts.values()].find((c) => c.key === input.idempotencyKey);
    if (known) return { id: known.id, url: known.url };
    const id = `chk_${this.checkouts.size + 1}`;
    const checkout = {
      id,
      url: `https://pay.example/${id}`,
      key: input.idempotencyKey,
      status: 'open' as const,
      companyId: input.companyId,
      customerId: null,
      subscriptionId: null,
      plan: input.plan,
    };
    this.checkouts.set(id, checkout);
    return { id, url: checkout.url };
  }

  /** The payer entered a card: the subscription starts and its first invoice is paid. */
  complete(checkoutId: string): void {
    const checkout = this.checkouts.get(checkoutId);
    if (!checkout) throw new Error(`no checkout ${checkoutId}`);
    const customerId = `cus_${this.subscriptions.size + 1}`;
    const subscriptionId = `sub_${this.subscriptions.size + 1}`;
    this.subscriptions.set(subscriptionId, {
      id: subscriptionId,
      customerId,
      plan: checkout.plan,
      status: 'active',
      currentPeriodEnd: new Date(this.#now().getTime() + MONTH_MS),
      cancelAtPeriodEnd: false,
    });
    this.checkouts.set(checkoutId, { ...checkout, status: 'complete', customerId, subscriptionId });
    this.#invoice(customerId, checkout.plan, 'paid');
  }

  /** The renewal was charged: a paid invoice at the period's end, which moves a month on. */
  renew(subscriptionId: string): void {
    const subscription = this.subscriptions.get(subscriptionId);
    if (!subscription) throw new Error(`no subscription ${subscriptionId}`);
    this.#invoice(subscription.customerId, subscription.plan, 'paid', subscription.currentPeriodEnd);
    this.subscriptions.set(subscriptionId, {
      ...subscription,
      currentPeriodEnd: new Date(subscription.currentPeriodEnd.getTime() + MONTH_MS),
    });
  }

  /** The renewal charge was declined: the subscription is past due. */
  failRenewal(subscriptionId: string): void {
    const subscription = this.subscriptions.get(subscriptionId);
    if (!subscription) throw new Error(`no subscription ${subscriptionId}`);
    this.subscriptions.set(subscriptionId, { ...subscription, status: 'past_due' });
    // A renewal is charged when the paid period ends, after the first invoice (never tied with it).
    this.#invoice(subscription.customerId, subscription.plan, 'failed', subscription.currentPeriodEnd);
  }

  #invoice(customerId: string, plan: PlanId, status: ProviderInvoice['status'], issuedAt = this.#now()) {
    const list = this.invoices.get(customerId) ?? [];
    list.unshift({
      id: `in_${customerId}_${list.length + 1}`,
      number: `FAKE-${list.length + 1}`,
      description: `${PLANS[plan].name} plan`,
      amount: PLANS[plan].monthlyPrice as Cents,
      status,
      periodStart: issuedAt,
      periodEnd: new Date(issuedAt.getTime() + MONTH_MS),
      issuedAt,
    });
    this.invoices.set(customerId, list);
  }

  async getPlanCheckout(id: string) {
    return this.checkouts.get(id) ?? null;
  }

  async getSubscription(id: string) {
    return this.subscriptions.get(id) ?? null;
  }

  async changePlan(input: { idempotencyKey: string; subscriptionId: string; plan: PlanId }) {
    this.idempotencyKeys.push(input.idempotencyKey);
    const subscription = this.subscriptions.get(input.subscriptionId);
    if (!subscription) throw new Error(`no subscription ${input.subscriptionId}`);
    const changed = { ...subscription, plan: input.plan, cancelAtPeriodEnd: false };
    this.subscriptions.set(input.subscriptionId, changed);
    return changed;
  }

  async cancelAtPeriodEnd(input: { idempotencyKey: string; subscriptionId: string }) {
    this.idempotencyKeys.push(input.idempotencyKey);
    const subscription = this.subscriptions.get(input.subscriptionId);
    if (!subscription) throw new Error(`no subscription ${input.subscriptionId}`);
    const changed = { ...subscription, cancelAtPeriodEnd: true };
    this.subscriptions.set(input.subscriptionId, changed);
    return changed;
  }

  async paymentUpdateUrl(input: { customerId: string }) {
    return `https://pay.example/update/${input.customerId}`;
  }

  async listInvoices(customerId: string) {
    return this.invoices.get(customerId) ?? [];
  }
}
