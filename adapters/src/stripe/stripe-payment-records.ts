import type { ProviderCharge, ProviderRefund } from '@lurkit/core/ledger/ports/provider-records.port.ts';
import { centsOf } from '@lurkit/core/shared/money.ts';
import type { EntityManager } from '@mikro-orm/postgresql';
import type Stripe from 'stripe';
import { unitOfWork } from '../postgres/shared/unit-of-work.ts';

/**
 * What Stripe booked for Quest checkouts, read through its SDK for reconciliation: every paid
 * payment-mode Checkout Session as a charge on our checkout (plan subscriptions are not Quest money),
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
    if (paid.length === 0) return [];
    const rows = await unitOfWork(this.#em).execute<{ id: string; sessionId: string }[]>(
      `select id, provider_payment_id as "sessionId" from quest_payment where provider = 'stripe' and provider_payment_id in (?)`,
      [paid.map((s) => s.id)],
    );
    const ours = new Map(rows.map((r) => [r.sessionId, r.id]));
    return paid.map((s) => ({ checkoutId: ours.get(s.id) ?? `stripe:${s.id}`, amount: centsOf(s.amount_total ?? 0) }));
  }

  async refunds(): Promise<ProviderRefund[]> {
    const refunds: ProviderRefund[] = [];
    for await (const refund of this.#stripe.refunds.list({ limit: 100 }))
      if (refund.status !== 'failed' && refund.status !== 'canceled')
        refunds.push({ refundId: refund.metadata?.reference || `stripe:${refund.id}`, amount: centsOf(refund.amount) });
    return refunds;
  }
}
