import * as v from 'valibot';
import type { JobSendOptions } from './pg-boss-job-queue.ts';

/**
 * Nightly, after midnight in Stockholm whatever the season (01:20 UTC is 02:20 or 03:20 there): close
 * yesterday's statistics and move every creator's matchmaking summary to the new day. Idempotent.
 */
export const CLOSE_STATISTICS_DAY_JOB = {
  name: 'close-statistics-day',
  cron: '20 1 * * *',
  payload: v.object({}),
  options: { retryLimit: 3, retryDelay: 300, retryBackoff: true, expireInSeconds: 3600 } satisfies JobSendOptions,
} as const;
