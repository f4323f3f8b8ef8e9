import type { Cents } from '../../shared/money.ts';
import type { PaymentGatewayPort, PaymentIntent } from '../../shared/payment-gateway.port.ts';
import type { Payout, PayoutPort } from '../../shared/payout.port.ts';

/** Payments a test has recorded as made at the provider. */
export class FakePaymentGateway implements Pick<PaymentGatewayPort, 'getPayment'> {
  readonly #payments = new Map<string, PaymentIntent>();

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
  #failNext = false;

  failNext(): void {
    this.#failNext = true;
  }

  async createPayout(input: { reference: string; creatorAccountId: string; amount: Cents }): Promise<Payout> {
    const status = this.#failNext ? 'failed' : 'pending';
    this.#failNext = false;
    const payout = { ...input, id: `payout-${this.payouts.length + 1}`, status } as const;
    this.payouts.push(payout);
    return payout;
  }
}
