import { centsOf, type Cents } from '@lurkit/core/shared/money.ts';
import {
  PAYMENT_STATUSES,
  type CheckoutSession,
  type PaymentGatewayPort,
  type PaymentIntent,
} from '@lurkit/core/shared/payment-gateway.port.ts';
import type { EntityManager } from '@mikro-orm/postgresql';
import { SandboxPaymentEntity } from '../postgres/payments/payments.entities.ts';
import { knownValue } from '../postgres/shared/known-value.ts';
import { unitOfWork } from '../postgres/shared/unit-of-work.ts';

/**
 * The payment provider played locally, in the database so the API and the worker see one book: a
 * checkout is a page at /dev/checkout/{id} where a developer pays, fails or abandons (the model is
 * the /dev/outbox of mails). The default whenever STRIPE_SECRET_KEY is not set.
 */
export class SandboxPaymentGateway implements PaymentGatewayPort {
  readonly #em: EntityManager;
  readonly #appUrl: string;

  constructor(em: EntityManager, appUrl: string) {
    this.#em = em;
    this.#appUrl = appUrl;
  }

  async createCheckout(input: {
    idempotencyKey: string;
    reference: string;
    amount: Cents;
    description: string;
    successUrl: string;
    cancelUrl: string;
  }): Promise<CheckoutSession> {
    const em = unitOfWork(this.#em);
    const id = `sbx_pay_${globalThis.crypto.randomUUID().replace(/-/g, '')}`;
    await em.execute(
      `insert into sandbox_payment (id, idempotency_key, reference, description, amount_cents, status, success_url, cancel_url, created_at)
       values (?, ?, ?, ?, ?, 'requires_payment', ?, ?, now()) on conflict (idempotency_key) do nothing`,
      [id, input.idempotencyKey, input.reference, input.description, input.amount, input.successUrl, input.cancelUrl],
    );
    const row = await em.findOneOrFail(SandboxPaymentEntity, { idempotencyKey: input.idempotencyKey });
    return { id: row.id, url: `${this.#appUrl}/dev/checkout/${row.id}` };
  }

  async getPayment(id: string): Promise<PaymentIntent | null> {
    const row = await unitOfWork(this.#em).findOne(SandboxPaymentEntity, { id });
    if (!row) return null;
    const status = knownValue(PAYMENT_STATUSES, row.status, 'status');
    return {
      id: row.id,
      status,
      amount: centsOf(row.amountCents),
      failureReason: status === 'failed' ? 'Your card was declined (sandbox).' : null,
    };
  }
}

/** The sandbox checkout page's side: what the developer chose, and where the payer goes next. */
export class SandboxCheckoutDesk {
  readonly #em: EntityManager;

  constructor(em: EntityManager) {
    this.#em = em;
  }

  async find(id: string) {
    const row = await unitOfWork(this.#em).findOne(SandboxPaymentEntity, { id });
    return row ? { ...row, amount: centsOf(row.amountCents) } : null;
  }

  /** A payment the demo seed made at the sandbox, booked there as paid (the seed never opens a checkout page). */
  async recordPaid(input: { id: string; reference: string; amount: Cents; at: Date }): Promise<void> {
    await unitOfWork(this.#em).execute(
      `insert into sandbox_payment (id, idempotency_key, reference, description, amount_cents, status, success_url, cancel_url, created_at)
       values (?, ?, ?, 'Demo checkout', ?, 'succeeded', '', '', ?) on conflict (id) do nothing`,
      [input.id, `seed-${input.id}`, input.reference, input.amount, input.at],
    );
  }

  /** Settles an open checkout once; later choices change nothing. Answers where to send the payer. */
  async settle(id: string, outcome: 'succeeded' | 'failed' | 'canceled'): Promise<string | null> {
    const em = unitOfWork(this.#em);
    await em.execute(`update sandbox_payment set status = ? where id = ? and status = 'requires_payment'`, [outcome, id]);
    const row = await em.findOne(SandboxPaymentEntity, { id });
    if (!row) return null;
    return row.status === 'canceled' ? row.cancelUrl : row.successUrl;
  }
}
