import * as v from 'valibot';
import type { JobSendOptions } from './pg-boss-job-queue.ts';

/**
 * Every fifteen minutes: decline the Key requests left pending past their campaign's response
 * deadline (the request SLA), telling each creator. Idempotent: a declined request is no longer pending.
 */
export const DECLINE_STALE_KEY_REQUESTS_JOB = {
  name: 'decline-stale-key-requests',
  cron: '*/15 * * * *',
  payload: v.object({}),
  /** At most this many requests per run; the next run takes the rest. */
  batch: 200,
  options: { retryLimit: 3, retryDelay: 60, retryBackoff: true, expireInSeconds: 600 } satisfies JobSendOptions,
} as const;
