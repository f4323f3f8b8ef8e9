import type { Cents } from './money.ts';

export interface PaymentIntent {
  readonly id: string;
  readonly status: 'requires_payment' | 'succeeded' | 'failed';
  readonly amount: Cents;
}

/** Companies pay through a card payment provider (sandbox locally, the provider's SDK in production). */
export interface PaymentGatewayPort {
  createPayment(input: { reference: string; amount: Cents; customerId: string; description: string }): Promise<PaymentIntent>;
  getPayment(id: string): Promise<PaymentIntent | null>;
}
