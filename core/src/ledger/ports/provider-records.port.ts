import type { Cents } from '../../shared/money.ts';
import type { PayoutStatus } from '../../shared/payout.port.ts';

/** A card charge as the payment provider booked it: the checkout it paid and what it took. */
export interface ProviderCharge {
  readonly checkoutId: string;
  readonly amount: Cents;
}

/** A refund as the payment provider booked it, by the reference the ledger's refund carries. */
export interface ProviderRefund {
  readonly refundId: string;
  readonly amount: Cents;
}

/** A payout as the payout provider reports it. */
export interface ProviderPayout {
  readonly payoutId: string;
  readonly amount: Cents;
  readonly status: PayoutStatus;
}

/**
 * What the providers say happened to the money, for reconciliation with the ledger. A record the
 * provider holds that none of ours names keeps the provider's own id, so it is listed, not dropped.
 */
export interface ProviderRecordsPort {
  charges(): Promise<ProviderCharge[]>;
  refunds(): Promise<ProviderRefund[]>;
  payouts(): Promise<ProviderPayout[]>;
}
