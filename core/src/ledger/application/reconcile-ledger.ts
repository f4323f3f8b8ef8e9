import { reconcile, type LedgerMismatch } from '../domain/reconciliation.ts';
import type { LedgerPort } from '../ports/ledger.port.ts';
import type { ProviderRecordsPort } from '../ports/provider-records.port.ts';

/** Compares the ledger with what the payment and payout providers report, and lists each mismatch. */
export class ReconcileLedger {
  private readonly deps: { ledger: LedgerPort; providers: ProviderRecordsPort };
  constructor(deps: { ledger: LedgerPort; providers: ProviderRecordsPort }) {
    this.deps = deps;
  }
  async execute(): Promise<LedgerMismatch[]> {
    const [charges, payouts, companyCash, creatorInTransit, creatorPaidOut] = await Promise.all([
      this.deps.providers.charges(),
      this.deps.providers.payouts(),
      this.deps.ledger.netByReference('companyCash'),
      this.deps.ledger.netByReference('creatorInTransit'),
      this.deps.ledger.netByReference('creatorPaidOut'),
    ]);
    return reconcile({ charges, payouts }, { companyCash, creatorInTransit, creatorPaidOut });
  }
}
