import type { ClockPort } from '../../shared/clock.port.ts';
import { newId } from '../../shared/ids.ts';
import { type LedgerMismatch, reconcile } from '../domain/reconciliation.ts';
import type { LedgerPort } from '../ports/ledger.port.ts';
import type { ProviderRecordsPort } from '../ports/provider-records.port.ts';
import type { Reconciliation, ReconciliationsPort } from '../ports/reconciliations.port.ts';

export interface ReconcileLedgerDeps {
  ledger: LedgerPort;
  providers: ProviderRecordsPort;
  reconciliations: ReconciliationsPort;
  clock: ClockPort;
}

/**
 * Compares the ledger with what the payment and payout providers report and keeps every mismatch
 * for staff: nothing is corrected here, a mismatch is a question for a person. The providers and the
 * ledger cannot be read at one instant, so a payout or refund moving between the reads looks like a
 * mismatch for a moment; a mismatch is kept only when a second read finds it again, figures and all.
 */
export class ReconcileLedger {
  private readonly deps: ReconcileLedgerDeps;
  constructor(deps: ReconcileLedgerDeps) {
    this.deps = deps;
  }
  async execute(): Promise<Reconciliation> {
    const first = await this.read();
    const mismatches = first.length === 0 ? first : sameIn(first, await this.read());
    const reconciliation: Reconciliation = { id: newId(), ranAt: this.deps.clock.now(), mismatches };
    await this.deps.reconciliations.save(reconciliation);
    return reconciliation;
  }

  private async read(): Promise<LedgerMismatch[]> {
    const [charges, refunds, payouts, companyCash, refundNets, creatorInTransit, creatorPaidOut] = await Promise.all([
      this.deps.providers.charges(),
      this.deps.providers.refunds(),
      this.deps.providers.payouts(),
      this.deps.ledger.netByReference('companyCash'),
      this.deps.ledger.netByReference('refunds'),
      this.deps.ledger.netByReference('creatorInTransit'),
      this.deps.ledger.netByReference('creatorPaidOut'),
    ]);
    return reconcile({ charges, refunds, payouts }, { companyCash, refunds: refundNets, creatorInTransit, creatorPaidOut });
  }
}

const key = (m: LedgerMismatch) => `${m.subject}|${m.reference}|${m.providerCents}|${m.ledgerCents}`;

function sameIn(first: LedgerMismatch[], second: LedgerMismatch[]): LedgerMismatch[] {
  const again = new Set(second.map(key));
  return first.filter((m) => again.has(key(m)));
}

/** The latest reconciliation for staff's page; null before the first has run. */
export class LatestReconciliation {
  private readonly deps: Pick<ReconcileLedgerDeps, 'reconciliations'>;
  constructor(deps: Pick<ReconcileLedgerDeps, 'reconciliations'>) {
    this.deps = deps;
  }
  execute(): Promise<Reconciliation | null> {
    return this.deps.reconciliations.latest();
  }
}
