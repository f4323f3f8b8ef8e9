import type { Cents } from './money.ts';

export interface Payout {
  readonly id: string;
  /** Pending for 2-3 bank days before it is paid (spec section 9). */
  readonly status: 'pending' | 'paid' | 'failed';
  readonly amount: Cents;
}

/** Creators are paid through a payout provider, or PayPal via that provider. */
export interface PayoutPort {
  createPayout(input: { reference: string; creatorAccountId: string; amount: Cents }): Promise<Payout>;
}
