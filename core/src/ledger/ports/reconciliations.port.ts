import type { LedgerMismatch } from '../domain/reconciliation.ts';

/** One comparison of the ledger with the providers, and every mismatch it found (none: they agree). */
export interface Reconciliation {
  readonly id: string;
  readonly ranAt: Date;
  readonly mismatches: readonly LedgerMismatch[];
}

/** Every reconciliation is kept as it was found: staff read the latest, nothing in it is corrected. */
export interface ReconciliationsPort {
  save(reconciliation: Reconciliation): Promise<void>;
  latest(): Promise<Reconciliation | null>;
}
