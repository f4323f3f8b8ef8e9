import * as v from 'valibot';
import { DISCARD_STALE_CODE_IMPORTS_JOB } from '@lurkit/adapters/jobs/discard-stale-code-imports.job.ts';
import type { ScopeFactory } from '@lurkit/adapters/wiring/scope.ts';
import { DiscardStaleImports } from '@lurkit/core/codes/application/discard-stale-imports.ts';
import type { JobLog } from './job-log.ts';

/** The sweep of abandoned Code Manager file staging; a failure throws and pg-boss retries. */
export function discardStaleCodeImportsHandler(jobScope: ScopeFactory, logError: JobLog, logInfo: JobLog) {
  return async (payload: unknown): Promise<void> => {
    if (!v.safeParse(DISCARD_STALE_CODE_IMPORTS_JOB.payload, payload).success)
      return logError({ job: DISCARD_STALE_CODE_IMPORTS_JOB.name }, 'dropped a malformed job');
    const { discarded } = await new DiscardStaleImports(jobScope().codes).execute();
    if (discarded > 0) logInfo({ job: DISCARD_STALE_CODE_IMPORTS_JOB.name, discarded }, 'discarded abandoned code files');
  };
}
