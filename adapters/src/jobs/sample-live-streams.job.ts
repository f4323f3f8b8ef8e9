import * as v from 'valibot';
import type { JobSendOptions } from './pg-boss-job-queue.ts';

/**
 * Every five minutes: which connected Twitch channels are live, with how many viewers (Twitch keeps
 * no viewer figures of past broadcasts, so a stream's curve exists only if it is read while on air).
 * A retry inside the same five minutes writes the same samples; a run that misses its slot is not
 * worth repeating later, so it expires before the next one starts.
 */
export const SAMPLE_LIVE_STREAMS_JOB = {
  name: 'sample-live-streams',
  cron: '*/5 * * * *',
  payload: v.object({}),
  options: { retryLimit: 1, retryDelay: 30, expireInSeconds: 240 } satisfies JobSendOptions,
} as const;
