import * as v from 'valibot';
import { EXPIRE_KEY_CONTENT_JOB, REMIND_KEY_CONTENT_JOB } from '@lurkit/adapters/jobs/key-content-timers.job.ts';
import type { ScopeFactory } from '@lurkit/adapters/wiring/scope.ts';
import { ExpireKeyContent, RemindKeyContent } from '@lurkit/core/keys/application/key-content-timers.ts';
import type { JobLog } from './job-log.ts';

/**
 * A claimed key's reminders (72 h and 24 h before content is due) and its expiry at 30 days. Each runs
 * in its own transaction: the reminder mail is queued with the run event that records it, so a retry
 * after a failure neither loses nor doubles it.
 */
export function remindKeyContentHandler(jobScope: ScopeFactory, logError: JobLog) {
  return async (payload: unknown): Promise<void> => {
    const parsed = v.safeParse(REMIND_KEY_CONTENT_JOB.payload, payload);
    if (!parsed.success) return logError({ job: REMIND_KEY_CONTENT_JOB.name }, 'dropped a malformed job');
    await jobScope().transaction((scope) => new RemindKeyContent(scope.keys).execute(parsed.output));
  };
}

export function expireKeyContentHandler(jobScope: ScopeFactory, logError: JobLog) {
  return async (payload: unknown): Promise<void> => {
    const parsed = v.safeParse(EXPIRE_KEY_CONTENT_JOB.payload, payload);
    if (!parsed.success) return logError({ job: EXPIRE_KEY_CONTENT_JOB.name }, 'dropped a malformed job');
    await jobScope().transaction((scope) => new ExpireKeyContent(scope.keys).execute(parsed.output));
  };
}
