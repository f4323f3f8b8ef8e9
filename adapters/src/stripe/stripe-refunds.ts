import type { Cents } from '@lurkit/core/shared/money.ts';
import type { RefundPort } from '@lurkit/core/shared/refund.port.ts';
import type Stripe from 'stripe';

/**
 * Refunds on Stripe: our payment id is the Checkout Session, so its PaymentIntent is looked up and
 * refunded for the amount; the idempotency key makes a retried refund answer the first. The key is
 * the refund's reference in the ledger too, kept on the refund so reconciliation can pair them.
 */
export class StripeRefunds implements RefundPort {
  readonly #stripe: Stripe;

  constructor(stripe: Stripe) {
    this.#stripe = stripe;
  }

  async refund(input: { paymentId: string; amount: Cents; idempotencyKey: string }): Promise<{ id: string }> {
    const session = await this.#stripe.checkout.sessions.retrieve(input.paymentId);
    const intent = typeof session.payment_intent === 'string' ? session.payment_intent : session.payment_intent?.id;
    if (!intent) throw new Error(`Stripe checkout session ${input.paymentId} has no payment to refund.`);
    const refund = await this.#stripe.refunds.create(
      { payment_intent: intent, amount: input.amount, reason: 'requested_by_customer', metadata: { reference: input.idempotencyKey } },
      { idempotencyKey: `refund-${input.idempotencyKey}` },
    );
    return { id: refund.id };
  }
}
