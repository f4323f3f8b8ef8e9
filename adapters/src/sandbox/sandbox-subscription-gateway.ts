import { PLANS, type PlanId } from '@lurkit/core/billing/domain/plan.ts';
import { INVOICE_STATUSES } from '@lurkit/core/billing/domain/invoice.entity.ts';
import { PLAN_IDS } from '@lurkit/core/billing/domain/plan.ts';
import { SUBSCRIPTION_STATUSES } from '@lurkit/core/billing/domain/subscription.entity.ts';
import type {
  PlanCheckout,
  ProviderInvoice,
  ProviderSubscription,
  SubscriptionGatewayPort,
} from '@lurkit/core/billing/ports/subscription-gateway.port.ts';
import { centsOf } from '@lurkit/core/shared/money.ts';
import type { EntityManager } from '@mikro-orm/postgresql';
import { SandboxPaymentEntity } from '../postgres/payments/payments.entities.ts';
import {
  SandboxInvoiceEntity,
  SandboxSubscriptionEntity,
  type SandboxInvoiceRow,
  type SandboxSubscriptionRow,
} from '../postgres/billing/billing.entities.ts';
import { knownValue } from '../postgres/shared/known-value.ts';
import { unitOfWork } from '../postgres/shared/unit-of-work.ts';

/** Sandbox checkouts of a plan share the Quest checkout page; their reference names the plan. */
const PLAN_REFERENCE = /^plan:([0-9a-f-]{36}):(\w+)$/;
export const isPlanCheckoutReference = (reference: string) => PLAN_REFERENCE.test(reference);

const oneMonthAfter = (date: Date) => {
  const next = new Date(date);
  next.setUTCMonth(next.getUTCMonth() + 1);
  return next;
};

const toSubscription = (row: SandboxSubscriptionRow): ProviderSubscription => ({
  id: row.id,
  customerId: row.customerId,
  plan: knownValue(PLAN_IDS, row.plan, 'plan'),
  status: knownValue(SUBSCRIPTION_STATUSES, row.status, 'status'),
  currentPeriodEnd: row.currentPeriodEnd,
  cancelAtPeriodEnd: row.cancelAtPeriodEnd,
});

const toInvoice = (row: SandboxInvoiceRow): ProviderInvoice => ({
  id: row.id,
  number: row.number,
  description: row.description,
  amount: centsOf(row.amountCents),
  status: knownValue(INVOICE_STATUSES, row.status, 'status'),
  periodStart: row.periodStart,
  periodEnd: row.periodEnd,
  issuedAt: row.issuedAt,
});

/**
 * The subscription provider played locally (the default without STRIPE_SECRET_KEY): the card is
 * entered on the sandbox checkout page (/dev/checkout/{id}); /dev/billing renews a subscription or
 * fails its renewal, the way Stripe's clock would. Changes are recorded by idempotency key.
 */
export class SandboxSubscriptionGateway implements SubscriptionGatewayPort {
  readonly provider = 'sandbox' as const;
  readonly #em: EntityManager;
  readonly #appUrl: string;

  constructor(em: EntityManager, appUrl: string) {
    this.#em = em;
    this.#appUrl = appUrl;
  }

  async startPlanCheckout(input: Parameters<SubscriptionGatewayPort['startPlanCheckout']>[0]) {
    const em = unitOfWork(this.#em);
    const id = `sbx_pay_${globalThis.crypto.randomUUID().replace(/-/g, '')}`;
    await em.execute(
      `insert into sandbox_payment (id, idempotency_key, reference, description, amount_cents, status, success_url, cancel_url, created_at)
       values (?, ?, ?, ?, ?, 'requires_payment', ?, ?, now()) on conflict (idempotency_key) do nothing`,
      [
        id,
        input.idempotencyKey,
        `plan:${input.companyId}:${input.plan}`,
        `${PLANS[input.plan].name} plan, billed monthly`,
        PLANS[input.plan].monthlyPrice,
        input.successUrl,
        input.cancelUrl,
      ],
    );
    const row = await em.findOneOrFail(SandboxPaymentEntity, { idempotencyKey: input.idempotencyKey });
    return { id: row.id, url: `${this.#appUrl}/dev/checkout/${row.id}` };
  }

  async getPlanCheckout(id: string): Promise<PlanCheckout | null> {
    const em = unitOfWork(this.#em);
    const row = await em.findOne(SandboxPaymentEntity, { id });
    const reference = row ? PLAN_REFERENCE.exec(row.reference) : null;
    if (!row || !reference) return null;
    const subscription = await em.findOne(SandboxSubscriptionEntity, { id: subscriptionIdOf(id) });
    return {
      id,
      status: row.status === 'succeeded' ? 'complete' : row.status === 'requires_payment' ? 'open' : 'expired',
      companyId: reference[1] ?? null,
      customerId: subscription?.customerId ?? null,
      subscriptionId: subscription?.id ?? null,
    };
  }

  async getSubscription(id: string) {
    const row = await unitOfWork(this.#em).findOne(SandboxSubscriptionEntity, { id });
    return row ? toSubscription(row) : null;
  }

  async changePlan(input: { idempotencyKey: string; subscriptionId: string; plan: PlanId }) {
    if (await this.#firstTime(input.idempotencyKey)) {
      await unitOfWork(this.#em).execute(`update sandbox_subscription set plan = ?, cancel_at_period_end = false where id = ?`, [
        input.plan,
        input.subscriptionId,
      ]);
    }
    return this.#subscription(input.subscriptionId);
  }

  async cancelAtPeriodEnd(input: { idempotencyKey: string; subscriptionId: string }) {
    if (await this.#firstTime(input.idempotencyKey)) {
      await unitOfWork(this.#em).execute(`update sandbox_subscription set cancel_at_period_end = true where id = ?`, [
        input.subscriptionId,
      ]);
    }
    return this.#subscription(input.subscriptionId);
  }

  async paymentUpdateUrl(input: { subscriptionId: string }) {
    return `${this.#appUrl}/dev/billing#${encodeURIComponent(input.subscriptionId)}`;
  }

  async listInvoices(customerId: string) {
    const rows = await unitOfWork(this.#em).find(SandboxInvoiceEntity, { customerId }, { orderBy: { issuedAt: 'desc', id: 'desc' } });
    return rows.map(toInvoice);
  }

  async #subscription(id: string): Promise<ProviderSubscription> {
    return toSubscription(await unitOfWork(this.#em).findOneOrFail(SandboxSubscriptionEntity, { id }));
  }

  /** True the first time a key is seen: a retried call with the same key changes nothing more. */
  async #firstTime(key: string): Promise<boolean> {
    const rows = await unitOfWork(this.#em).execute<{ key: string }[]>(
      `insert into sandbox_idempotency (key, response, created_at) values (?, '', now()) on conflict do nothing returning key`,
      [key],
    );
    return rows.length > 0;
  }
}

const subscriptionIdOf = (paymentId: string) => paymentId.replace(/^sbx_pay_/, 'sbx_sub_');

/** The /dev/billing page's side: what a developer does in the provider's place. */
export class SandboxBillingDesk {
  readonly #em: EntityManager;

  constructor(em: EntityManager) {
    this.#em = em;
  }

  /** A paid plan checkout starts its subscription and its first paid invoice, once. */
  async activate(paymentId: string, now: Date): Promise<void> {
    const em = unitOfWork(this.#em);
    const payment = await em.findOne(SandboxPaymentEntity, { id: paymentId });
    const reference = payment ? PLAN_REFERENCE.exec(payment.reference) : null;
    if (!payment || payment.status !== 'succeeded' || !reference) return;
    const id = subscriptionIdOf(paymentId);
    const rows = await em.execute<{ id: string }[]>(
      `insert into sandbox_subscription (id, customer_id, company_id, plan, status, current_period_end, cancel_at_period_end, created_at)
       values (?, ?, ?, ?, 'active', ?, false, ?) on conflict do nothing returning id`,
      [id, id.replace(/^sbx_sub_/, 'sbx_cus_'), reference[1], reference[2], oneMonthAfter(now), now],
    );
    if (rows.length > 0) await this.#invoice(await em.findOneOrFail(SandboxSubscriptionEntity, { id }), 'paid', now);
  }

  /** The demo world's subscriptions and invoices, as if they had been sold and renewed here. */
  async record(input: {
    subscription: {
      id: string;
      customerId: string;
      companyId: string;
      plan: string;
      status: string;
      currentPeriodEnd: Date;
      createdAt: Date;
    };
    invoices: readonly {
      id: string;
      number: string;
      description: string;
      amount: number;
      status: string;
      periodStart: Date;
      periodEnd: Date;
      issuedAt: Date;
    }[];
  }): Promise<void> {
    const em = unitOfWork(this.#em);
    const s = input.subscription;
    await em.execute(
      `insert into sandbox_subscription (id, customer_id, company_id, plan, status, current_period_end, cancel_at_period_end, created_at)
       values (?, ?, ?, ?, ?, ?, false, ?)`,
      [s.id, s.customerId, s.companyId, s.plan, s.status, s.currentPeriodEnd, s.createdAt],
    );
    for (const i of input.invoices) {
      await em.execute(
        `insert into sandbox_invoice (id, customer_id, number, description, amount_cents, status, period_start, period_end, issued_at)
         values (?, ?, ?, ?, ?, ?, ?, ?, ?)`,
        [i.id, s.customerId, i.number, i.description, i.amount, i.status, i.periodStart, i.periodEnd, i.issuedAt],
      );
    }
  }

  async list() {
    return unitOfWork(this.#em).find(SandboxSubscriptionEntity, {}, { orderBy: { createdAt: 'desc' }, limit: 50 });
  }

  /**
   * The period ends: a subscription set to cancel ends; otherwise the card is charged (or declined)
   * for the next month. Paying a past-due subscription settles its failed invoice. Answers the customer.
   */
  async renew(id: string, outcome: 'paid' | 'failed', now: Date): Promise<string | null> {
    const em = unitOfWork(this.#em);
    const row = await em.findOne(SandboxSubscriptionEntity, { id });
    if (!row || row.status === 'canceled') return null;
    if (row.cancelAtPeriodEnd) {
      await em.execute(`update sandbox_subscription set status = 'canceled' where id = ?`, [id]);
      return row.customerId;
    }
    if (row.status === 'past_due' && outcome === 'paid') {
      await em.execute(
        `update sandbox_invoice set status = 'paid' where id = (select id from sandbox_invoice where customer_id = ? and status = 'failed' order by issued_at desc limit 1)`,
        [row.customerId],
      );
      await em.execute(`update sandbox_subscription set status = 'active' where id = ?`, [id]);
      return row.customerId;
    }
    await this.#invoice(row, outcome, row.currentPeriodEnd);
    await em.execute(`update sandbox_subscription set status = ?, current_period_end = ? where id = ?`, [
      outcome === 'paid' ? 'active' : 'past_due',
      outcome === 'paid' ? oneMonthAfter(row.currentPeriodEnd) : row.currentPeriodEnd,
      id,
    ]);
    return row.customerId;
  }

  async #invoice(row: SandboxSubscriptionRow, status: 'paid' | 'failed', start: Date) {
    const plan = PLANS[knownValue(PLAN_IDS, row.plan, 'plan')];
    const em = unitOfWork(this.#em);
    const [count] = await em.execute<{ n: string }[]>(`select count(*) as n from sandbox_invoice where customer_id = ?`, [row.customerId]);
    const n = Number(count?.n ?? 0) + 1;
    await em.execute(
      `insert into sandbox_invoice (id, customer_id, number, description, amount_cents, status, period_start, period_end, issued_at)
       values (?, ?, ?, ?, ?, ?, ?, ?, ?)`,
      [
        `sbx_in_${globalThis.crypto.randomUUID().replace(/-/g, '')}`,
        row.customerId,
        `SBX-${row.customerId.slice(-6).toUpperCase()}-${String(n).padStart(4, '0')}`,
        `${plan.name} plan, monthly`,
        plan.monthlyPrice,
        status,
        start,
        oneMonthAfter(start),
        start,
      ],
    );
  }
}
