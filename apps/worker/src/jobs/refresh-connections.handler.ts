import * as v from 'valibot';
import { REFRESH_CONNECTIONS_JOB } from '@lurkit/adapters/jobs/refresh-connections.job.ts';
import type { ScopeFactory } from '@lurkit/adapters/wiring/scope.ts';
import { RefreshDueConnections } from '@lurkit/core/connections/application/refresh-connections.ts';
import type { JobLog } from './job-log.ts';

/**
 * The scheduled sweep of OAuth connections: a refused refresh token makes its connection invalid (the
 * creator then sees the re-authorisation toast); a provider outage throws and pg-boss retries the run.
 */
export function refreshConnectionsHandler(jobScope: ScopeFactory, logError: JobLog, logInfo: JobLog) {
  return async (payload: unknown): Promise<void> => {
    if (!v.safeParse(REFRESH_CONNECTIONS_JOB.payload, payload).success)
      return logError({ job: REFRESH_CONNECTIONS_JOB.name }, 'dropped a malformed job');
    const counts = await jobScope().transaction((scope) =>
      new RefreshDueConnections(scope.connections).execute({ limit: REFRESH_CONNECTIONS_JOB.batch }),
    );
    if (counts.refreshed + counts.invalidated > 0) logInfo({ job: REFRESH_CONNECTIONS_JOB.name, ...counts }, 'refreshed OAuth connections');
  };
}
