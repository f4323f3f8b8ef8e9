import type { Cents } from './money.ts';

/** Gives a payer back (part of) a payment at the provider that took it. */
export interface RefundPort {
  /** Idempotent on `idempotencyKey`: asked twice, the provider answers the first refund. */
  refund(input: { paymentId: string; amount: Cents; idempotencyKey: string }): Promise<{ id: string }>;
}
