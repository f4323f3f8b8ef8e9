import type { Cents } from './money.ts';

/** requires_payment: the checkout is open; canceled: abandoned at the provider. */
export const PAYMENT_STATUSES = ['requires_payment', 'succeeded', 'failed', 'canceled'] as const;
export type PaymentStatus = (typeof PAYMENT_STATUSES)[number];

export interface PaymentIntent {
  readonly id: string;
  readonly status: PaymentStatus;
  readonly amount: Cents;
  readonly failureReason?: string | null;
}

/** A hosted checkout page the payer is sent to; `id` is the provider's payment id. */
export interface CheckoutSession {
  readonly id: string;
  readonly url: string;
}

/** Companies pay through a card payment provider (sandbox locally, the provider's SDK in production). */
export interface PaymentGatewayPort {
  /** Idempotent on `idempotencyKey`: asked twice, the provider answers the first session. */
  createCheckout(input: {
    idempotencyKey: string;
    reference: string;
    amount: Cents;
    customerId: string;
    description: string;
    successUrl: string;
    cancelUrl: string;
  }): Promise<CheckoutSession>;
  getPayment(id: string): Promise<PaymentIntent | null>;
}
