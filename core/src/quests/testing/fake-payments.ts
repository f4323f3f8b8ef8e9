import type { Cents } from '../../shared/money.ts';
import type { CheckoutSession, PaymentGatewayPort, PaymentIntent } from '../../shared/payment-gateway.port.ts';
import type { Payout, PayoutPort } from '../../shared/payout.port.ts';
import type { RefundPort } from '../../shared/refund.port.ts';
import type { PayoutMoved } from '../application/payout-failures.ts';

/** Payments a test has recorded as made at the provider; checkouts it was asked for, by idempotency key. */
export class FakePaymentGateway implements PaymentGatewayPort {
  readonly #payments = new Map<string, PaymentIntent>();
  readonly checkouts = new Map<string, CheckoutSession & { amount: Cents }>();

  async createCheckout(input: { idempotencyKey: string; amount: Cents }): Promise<CheckoutSession> {
    const known = this.checkouts.get(input.idempotencyKey);
    if (known) return known;
    const session = {
      id: `fake_pay_${this.checkouts.size + 1}`,
      url: `https://pay.example.com/${this.checkouts.size + 1}`,
      amount: input.amount,
    };
    this.checkouts.set(input.idempotencyKey, session);
    this.#payments.set(session.id, { id: session.id, status: 'requires_payment', amount: input.amount });
    return session;
  }

  /** The payer's outcome at the provider's page. */
  settle(id: string, status: PaymentIntent['status']): void {
    const payment = this.#payments.get(id);
    if (payment) this.#payments.set(id, { ...payment, status });
  }

  add(payment: PaymentIntent): void {
    this.#payments.set(payment.id, payment);
  }

  async getPayment(id: string): Promise<PaymentIntent | null> {
    return this.#payments.get(id) ?? null;
  }
}

/** Keeps the payouts asked for; `failNext` makes the provider refuse the next one. */
export class FakePayouts implements PayoutPort {
  readonly payouts: (Payout & { reference: string; creatorAccountId: string })[] = [];
  /** How many failed payouts were sent again. */
  retries = 0;
  #failNext = false;

  failNext(): void {
    this.#failNext = true;
  }

  async createPayout(input: { reference: string; creatorAccountId: string; amount: Cents }): Promise<Payout> {
    const status = this.#failNext ? 'failed' : 'pending';
    this.#failNext = false;
    const known = this.payouts.find((p) => p.reference === input.reference);
    if (known) return known;
    const payout = { ...input, id: `payout-${this.payouts.length + 1}`, status } as const;
    this.payouts.push(payout);
    return payout;
  }

  /** The provider moved a payout after it was made (a webhook): the move, as its adapter answers it, or null when nothing moved. */
  report(reference: string, to: 'paid' | 'failed', failureReason: string | null = null): PayoutMoved | null {
    const index = this.payouts.findIndex((p) => p.reference === reference);
    const payout = this.payouts[index];
    if (!payout || payout.status === to) return null;
    this.payouts[index] = { ...payout, status: to, failureReason };
    return { ...payout, creatorId: payout.creatorAccountId, from: payout.status, to, failureReason };
  }

  /** The provider failed a payout after it was made. */
  fail(reference: string, failureReason: string): PayoutMoved | null {
    return this.report(reference, 'failed', failureReason);
  }

  async listFailed(creatorAccountId: string): Promise<(Payout & { reference: string })[]> {
    return this.payouts.filter((p) => p.creatorAccountId === creatorAccountId && p.status === 'failed');
  }

  async retryPayout(input: { reference: string; creatorAccountId: string; amount: Cents }): Promise<Payout> {
    const index = this.payouts.findIndex((p) => p.reference === input.reference);
    const payout = this.payouts[index];
    if (!payout) return this.createPayout(input);
    if (payout.status !== 'failed') return payout;
    const status = this.#failNext ? 'failed' : 'pending';
    this.#failNext = false;
    this.retries += 1;
    this.payouts[index] = { ...payout, status, failureReason: null };
    return this.payouts[index];
  }
}

/** Refunds asked for, one per idempotency key. */
export class FakeRefunds implements RefundPort {
  readonly refunds = new Map<string, { id: string; paymentId: string; amount: Cents }>();

  async refund(input: { paymentId: string; amount: Cents; idempotencyKey: string }): Promise<{ id: string }> {
    const known = this.refunds.get(input.idempotencyKey);
    if (known) return known;
    const refund = { id: `refund-${this.refunds.size + 1}`, paymentId: input.paymentId, amount: input.amount };
    this.refunds.set(input.idempotencyKey, refund);
    return refund;
  }
}
