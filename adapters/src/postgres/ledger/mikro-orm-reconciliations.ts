import { LEDGER_MISMATCH_SUBJECTS } from '@lurkit/core/ledger/domain/reconciliation.ts';
import type { Reconciliation, ReconciliationsPort } from '@lurkit/core/ledger/ports/reconciliations.port.ts';
import type { EntityManager } from '@mikro-orm/postgresql';
import { knownValue } from '../shared/known-value.ts';
import { unitOfWork } from '../shared/unit-of-work.ts';

type MismatchRow = { subject: string; reference: string; providerCents: string; ledgerCents: string };

/** Reconciliations in PostgreSQL: one row per run, one per mismatch, only ever inserted. */
export class MikroOrmReconciliations implements ReconciliationsPort {
  readonly #em: EntityManager;

  constructor(em: EntityManager) {
    this.#em = em;
  }

  async save(reconciliation: Reconciliation): Promise<void> {
    const em = unitOfWork(this.#em);
    await em.execute('insert into ledger_reconciliation (id, ran_at) values (?, ?)', [reconciliation.id, reconciliation.ranAt]);
    for (const m of reconciliation.mismatches)
      await em.execute(
        'insert into ledger_mismatch (id, reconciliation_id, subject, reference, provider_cents, ledger_cents) values (?, ?, ?, ?, ?, ?)',
        [globalThis.crypto.randomUUID(), reconciliation.id, m.subject, m.reference, m.providerCents, m.ledgerCents],
      );
  }

  async latest(): Promise<Reconciliation | null> {
    const em = unitOfWork(this.#em);
    const [run] = await em.execute<{ id: string; ranAt: Date }[]>(
      'select id, ran_at as "ranAt" from ledger_reconciliation order by ran_at desc, id limit 1',
    );
    if (!run) return null;
    const rows = await em.execute<MismatchRow[]>(
      `select subject, reference, provider_cents::text as "providerCents", ledger_cents::text as "ledgerCents"
       from ledger_mismatch where reconciliation_id = ? order by subject, reference`,
      [run.id],
    );
    return {
      id: run.id,
      ranAt: new Date(run.ranAt),
      mismatches: rows.map((r) => ({
        subject: knownValue(LEDGER_MISMATCH_SUBJECTS, r.subject, 'subject'),
        reference: r.reference,
        providerCents: Number(r.providerCents),
        ledgerCents: Number(r.ledgerCents),
      })),
    };
  }
}
