import * as v from 'valibot';
import type { JobSendOptions } from './pg-boss-job-queue.ts';

/**
 * Every fifteen minutes: forget the Code Manager files whose staged lines were left behind (an upload
 * cancelled, cut off or its process gone) for over an hour. Idempotent: a forgotten file is gone.
 */
export const DISCARD_STALE_CODE_IMPORTS_JOB = {
  name: 'discard-stale-code-imports',
  cron: '*/15 * * * *',
  payload: v.object({}),
  options: { retryLimit: 3, retryDelay: 60, retryBackoff: true, expireInSeconds: 600 } satisfies JobSendOptions,
} as const;
