import type { ProviderCharge, ProviderRefund } from '@lurkit/core/ledger/ports/provider-records.port.ts';
import { planInvoiceReference } from '@lurkit/core/billing/domain/tax-document.entity.ts';
import { centsOf } from '@lurkit/core/shared/money.ts';
import type { EntityManager } from '@mikro-orm/postgresql';
import type Stripe from 'stripe';
import { unitOfWork } from '../postgres/shared/unit-of-work.ts';

/**
 * What Stripe booked, read through its SDK for reconciliation: every paid payment-mode Checkout
 * Session as a charge on our checkout, every paid plan invoice as a charge on its plan invoice,
 * every refund by the reference we gave it. A session or refund none of ours names keeps Stripe's id.
 */
export class StripePaymentRecords {
  readonly #stripe: Stripe;
  readonly #em: EntityManager;

  constructor(stripe: Stripe, em: EntityManager) {
    this.#stripe = stripe;
    this.#em = em;
  }

  async charges(): Promise<ProviderCharge[]> {
    const paid: Stripe.Checkout.Session[] = [];
    for await (const session of this.#stripe.checkout.sessions.list({ limit: 100 }))
      if (session.mode === 'payment' && session.payment_status === 'paid') paid.push(session);
    const plans: ProviderCharge[] = [];
    for await (const invoice of this.#stripe.invoices.list({ status: 'paid', limit: 100 }))
      if (invoice.id && invoice.status === 'paid' && invoice.amount_paid > 0)
        plans.push({ checkoutId: planInvoiceReference('stripe', invoice.id), amount: centsOf(invoice.amount_paid) });
    if (paid.length === 0) return plans;
    const rows = await unitOfWork(this.#em).execute<{ id: string; sessionId: string }[]>(
      `select id, provider_payment_id as "sessionId" from quest_payment where provider = 'stripe' and provider_payment_id in (?)`,
      [paid.map((s) => s.id)],
    );
    const ours = new Map(rows.map((r) => [r.sessionId, r.id]));
    return [...paid.map((s) => ({ checkoutId: ours.get(s.id) ?? `stripe:${s.id}`, amount: centsOf(s.amount_total ?? 0) })), ...plans];
  }

  async refunds(): Promise<ProviderRefund[]> {
    const refunds: ProviderRefund[] = [];
    for await (const refund of this.#stripe.refunds.list({ limit: 100 }))
      if (refund.status !== 'failed' && refund.status !== 'canceled')
        refunds.push({ refundId: refund.metadata?.reference || `stripe:${refund.id}`, amount: centsOf(refund.amount) });
    return refunds;
  }
}
