import type { Cents } from './money.ts';

/** pending: initiated, 2-3 bank days before it arrives (spec 9); paid; failed with the provider's reason. */
export const PAYOUT_STATUSES = ['pending', 'paid', 'failed'] as const;
export type PayoutStatus = (typeof PAYOUT_STATUSES)[number];

export interface Payout {
  readonly id: string;
  readonly status: PayoutStatus;
  readonly amount: Cents;
  readonly initiatedAt?: Date;
  readonly paidAt?: Date | null;
  readonly failureReason?: string | null;
}

/** Creators are paid through a payout provider, or PayPal via that provider. */
export interface PayoutPort {
  /** Idempotent on `reference`: asked twice for one reference, the provider answers the first payout. */
  createPayout(input: { reference: string; creatorAccountId: string; amount: Cents }): Promise<Payout>;
  /** The creator's failed payouts, each with the reference it was made for. */
  listFailed(creatorAccountId: string): Promise<(Payout & { reference: string })[]>;
  /**
   * Sends a failed payout again (the creator fixed their details). Only a failed payout moves, so
   * asked twice, or for a pending or paid one, it answers the payout as it is: never paid twice.
   */
  retryPayout(input: { reference: string; creatorAccountId: string; amount: Cents }): Promise<Payout>;
}

/** Reads a payout's state back (the creator's payout timeline). */
export interface PayoutStatusPort {
  getPayout(id: string): Promise<Payout | null>;
  /** The payouts made for these references (quest runs), one at most per reference. */
  payoutsFor(references: readonly string[]): Promise<(Payout & { reference: string })[]>;
}
