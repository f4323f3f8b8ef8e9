import * as v from 'valibot';
import type { PgBossJobQueue } from '@lurkit/adapters/jobs/pg-boss-job-queue.ts';
import { RECONCILE_LEDGER_JOB } from '@lurkit/adapters/jobs/reconcile-ledger.job.ts';
import type { ScopeFactory } from '@lurkit/adapters/wiring/scope.ts';
import { LatestReconciliation, ReconcileLedger } from '@lurkit/core/ledger/application/reconcile-ledger.ts';
import type { JobLog } from './job-log.ts';

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

/**
 * A ledger never reconciled is reconciled now rather than at the next 02:40, so staff's page answers
 * from the first start (a fresh demo world included). Queued rather than run here: a provider that
 * cannot be read is retried and does not hold the worker's start; the key keeps two starting
 * instances to one job. Answers whether it queued one.
 */
export async function reconcileIfNeverRun(jobScope: ScopeFactory, queue: Pick<PgBossJobQueue, 'sendUnlessQueued'>): Promise<boolean> {
  const latest = await jobScope().transaction((scope) => new LatestReconciliation(scope.ledger).execute());
  if (latest) return false;
  return queue.sendUnlessQueued(RECONCILE_LEDGER_JOB.name, {}, { ...RECONCILE_LEDGER_JOB.options, singletonKey: 'first-reconciliation' });
}
