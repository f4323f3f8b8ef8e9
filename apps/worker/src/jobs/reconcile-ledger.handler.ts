import * as v from 'valibot';
import { RECONCILE_LEDGER_JOB } from '@lurkit/adapters/jobs/reconcile-ledger.job.ts';
import type { ScopeFactory } from '@lurkit/adapters/wiring/scope.ts';
import { ReconcileLedger } from '@lurkit/core/ledger/application/reconcile-ledger.ts';
import type { JobLog } from './send-email.handler.ts';

/** The nightly reconciliation; a provider that cannot be read throws and pg-boss retries. */
export function reconcileLedgerHandler(jobScope: ScopeFactory, logError: JobLog, logInfo: JobLog) {
  return async (payload: unknown): Promise<void> => {
    if (!v.safeParse(RECONCILE_LEDGER_JOB.payload, payload).success)
      return logError({ job: RECONCILE_LEDGER_JOB.name }, 'dropped a malformed job');
    const { id, mismatches } = await jobScope().transaction((scope) => new ReconcileLedger(scope.ledger).execute());
    const log = mismatches.length > 0 ? logError : logInfo;
    log({ job: RECONCILE_LEDGER_JOB.name, reconciliation: id, mismatches: mismatches.length }, 'reconciled the ledger with the providers');
  };
}
