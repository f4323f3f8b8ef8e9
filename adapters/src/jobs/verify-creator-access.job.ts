import * as v from 'valibot';
import type { JobSendOptions } from './pg-boss-job-queue.ts';

/**
 * A creator-access request's verification: reads the person's channels and decides. Retried with
 * backoff when a platform is down (the request stays in progress meanwhile); one waiting job per person.
 */
export const VERIFY_CREATOR_ACCESS_JOB = {
  name: 'verify-creator-access',
  payload: v.object({ userId: v.pipe(v.string(), v.uuid()) }),
  options: { retryLimit: 5, retryDelay: 30, retryBackoff: true, expireInSeconds: 300 } satisfies JobSendOptions,
} as const;
