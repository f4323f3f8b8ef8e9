import * as v from 'valibot';
import type { JobSendOptions } from './pg-boss-job-queue.ts';

/**
 * Nightly, once the providers' day has settled (02:40 UTC): compare the ledger with what Stripe and
 * Trolley report and keep every mismatch for staff. Reads only, so a retry is harmless.
 */
export const RECONCILE_LEDGER_JOB = {
  name: 'reconcile-ledger',
  cron: '40 2 * * *',
  payload: v.object({}),
  options: { retryLimit: 3, retryDelay: 300, retryBackoff: true, expireInSeconds: 3600 } satisfies JobSendOptions,
} as const;
