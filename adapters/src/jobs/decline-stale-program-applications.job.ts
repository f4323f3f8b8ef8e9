import * as v from 'valibot';
import type { JobSendOptions } from './pg-boss-job-queue.ts';

/**
 * Every fifteen minutes: reject the Creator Program applications left unanswered past their program's
 * response deadline (the request SLA), telling each creator. Idempotent: a rejected application is no longer open.
 */
export const DECLINE_STALE_PROGRAM_APPLICATIONS_JOB = {
  name: 'decline-stale-program-applications',
  cron: '*/15 * * * *',
  payload: v.object({}),
  /** At most this many applications per run; the next run takes the rest. */
  batch: 200,
  options: { retryLimit: 3, retryDelay: 60, retryBackoff: true, expireInSeconds: 600 } satisfies JobSendOptions,
} as const;
