import * as v from 'valibot';
import { VERIFY_CREATOR_ACCESS_JOB } from '@lurkit/adapters/jobs/verify-creator-access.job.ts';
import type { ScopeFactory } from '@lurkit/adapters/wiring/scope.ts';
import { DecideCreatorAccess } from '@lurkit/core/accounts/creator-access/application/decide-creator-access.ts';
import type { JobLog } from './job-log.ts';

/** Decides a creator-access request; a platform outage throws and pg-boss retries with backoff. */
export function verifyCreatorAccessHandler(jobScope: ScopeFactory, logError: JobLog) {
  return async (payload: unknown): Promise<void> => {
    const parsed = v.safeParse(VERIFY_CREATOR_ACCESS_JOB.payload, payload);
    if (!parsed.success) return logError({ job: VERIFY_CREATOR_ACCESS_JOB.name }, 'dropped a malformed job');
    await jobScope().transaction((scope) => new DecideCreatorAccess(scope.creatorAccess).execute(parsed.output));
  };
}
