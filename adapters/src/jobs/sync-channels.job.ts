import * as v from 'valibot';
import type { JobSendOptions } from './pg-boss-job-queue.ts';

/**
 * Hourly: read the connected channels not tried for 20 hours from their platforms (spec 9: channel
 * data within 24 hours). Idempotent: a channel read by an earlier run is no longer due.
 */
export const SYNC_CHANNELS_JOB = {
  name: 'sync-creator-channels',
  cron: '17 * * * *',
  payload: v.object({}),
  /** At most this many channels per run (two platform reads each); the next run takes the rest. */
  batch: 500,
  options: { retryLimit: 3, retryDelay: 120, retryBackoff: true, expireInSeconds: 1800 } satisfies JobSendOptions,
} as const;
