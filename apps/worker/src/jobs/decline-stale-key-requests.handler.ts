import * as v from 'valibot';
import { DECLINE_STALE_KEY_REQUESTS_JOB } from '@lurkit/adapters/jobs/decline-stale-key-requests.job.ts';
import type { ScopeFactory } from '@lurkit/adapters/wiring/scope.ts';
import { DeclineStaleKeyRequests } from '@lurkit/core/keys/application/decline-stale-key-requests.ts';
import type { JobLog } from './job-log.ts';

/**
 * The request SLA sweep, in one transaction: each decline is saved with the mail that tells its
 * creator, so a failed run neither loses nor doubles a mail, and pg-boss retries it whole.
 */
export function declineStaleKeyRequestsHandler(jobScope: ScopeFactory, logError: JobLog, logInfo: JobLog) {
  return async (payload: unknown): Promise<void> => {
    if (!v.safeParse(DECLINE_STALE_KEY_REQUESTS_JOB.payload, payload).success)
      return logError({ job: DECLINE_STALE_KEY_REQUESTS_JOB.name }, 'dropped a malformed job');
    const result = await jobScope().transaction((scope) =>
      new DeclineStaleKeyRequests(scope.keys).execute({ limit: DECLINE_STALE_KEY_REQUESTS_JOB.batch }),
    );
    if (result.ok && result.value.declined > 0)
      logInfo({ job: DECLINE_STALE_KEY_REQUESTS_JOB.name, declined: result.value.declined }, 'declined stale Key requests');
  };
}
