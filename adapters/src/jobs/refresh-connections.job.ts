import * as v from 'valibot';
import type { JobSendOptions } from './pg-boss-job-queue.ts';

/**
 * Every ten minutes: renew the OAuth access tokens running out within 30 minutes. Idempotent: a
 * connection refreshed by an earlier run is no longer due.
 */
export const REFRESH_CONNECTIONS_JOB = {
  name: 'refresh-oauth-connections',
  cron: '*/10 * * * *',
  payload: v.object({}),
  /** At most this many connections per run; the next run takes the rest. */
  batch: 200,
  options: { retryLimit: 3, retryDelay: 60, retryBackoff: true, expireInSeconds: 600 } satisfies JobSendOptions,
} as const;
