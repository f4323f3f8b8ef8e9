import * as v from 'valibot';
import { DECLINE_STALE_PROGRAM_APPLICATIONS_JOB } from '@lurkit/adapters/jobs/decline-stale-program-applications.job.ts';
import type { ScopeFactory } from '@lurkit/adapters/wiring/scope.ts';
import { DeclineStaleApplications } from '@lurkit/core/programs/application/decline-stale-applications.ts';
import type { JobLog } from './job-log.ts';

/**
 * The request SLA sweep for Creator Program applications, in one transaction: each rejection is saved
 * with the mail and notification that tell its creator, so a failed run neither loses nor doubles one.
 */
export function declineStaleProgramApplicationsHandler(jobScope: ScopeFactory, logError: JobLog, logInfo: JobLog) {
  const job = DECLINE_STALE_PROGRAM_APPLICATIONS_JOB;
  return async (payload: unknown): Promise<void> => {
    if (!v.safeParse(job.payload, payload).success) return logError({ job: job.name }, 'dropped a malformed job');
    const result = await jobScope().transaction((scope) => new DeclineStaleApplications(scope.programs).execute({ limit: job.batch }));
    if (result.ok && result.value.declined > 0)
      logInfo({ job: job.name, declined: result.value.declined }, 'declined stale program applications');
  };
}
