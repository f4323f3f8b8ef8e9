import * as v from 'valibot';
import type { JobSendOptions } from './pg-boss-job-queue.ts';

/** A signed-out reset or resend request; the worker looks the account up (SendAccountLink). */
export const SEND_ACCOUNT_LINK_JOB = {
  name: 'send-account-link',
  payload: v.object({ purpose: v.picklist(['verify-email', 'reset-password']), login: v.pipe(v.string(), v.maxLength(320)) }),
  options: { retryLimit: 3, retryDelay: 10, retryBackoff: true } satisfies JobSendOptions,
  /**
   * Fetched 50 at a time and worked eight at once without waiting for the next poll: one job per poll
   * let a flood of signed-out requests hold a real reset back for minutes. Each job holds a transaction
   * and its mail quota needs one more connection for a moment, so eight leave room in the worker's pool
   * of ten and a batch never exhausts it.
   */
  work: { batchSize: 50, localConcurrency: 1, jobsAtOnce: 8 },
} as const;
