import type { Reconciliation, ReconciliationsPort } from '../ports/reconciliations.port.ts';

/** Reconciliations in memory, for use-case tests. */
export class InMemoryReconciliations implements ReconciliationsPort {
  readonly saved: Reconciliation[] = [];

  async save(reconciliation: Reconciliation): Promise<void> {
    this.saved.push(reconciliation);
  }

  async latest(): Promise<Reconciliation | null> {
    return this.saved.reduce<Reconciliation | null>((last, r) => (!last || r.ranAt >= last.ranAt ? r : last), null);
  }
}
