import * as v from 'valibot';
import type { JobSendOptions } from './pg-boss-job-queue.ts';

/**
 * Every hour: each public list's top games from the catalogue provider into our database, so the
 * /games pages read only PostgreSQL. Idempotent: a game already stored is updated in place.
 */
export const SYNC_GAME_CATALOGUE_JOB = {
  name: 'sync-game-catalogue',
  cron: '7 * * * *',
  payload: v.object({}),
  options: { retryLimit: 3, retryDelay: 300, retryBackoff: true, expireInSeconds: 600 } satisfies JobSendOptions,
} as const;

/**
 * Every ten minutes: the game feeds due for a read (FEED_REFRESH_MS after their last), with
 * conditional requests. A broken feed is recorded on the feed, not retried as a job failure.
 */
export const FETCH_GAME_FEEDS_JOB = {
  name: 'fetch-game-feeds',
  cron: '*/10 * * * *',
  payload: v.object({}),
  /** At most this many feeds per run; the next run takes the rest. */
  batch: 50,
  options: { retryLimit: 2, retryDelay: 120, retryBackoff: true, expireInSeconds: 900 } satisfies JobSendOptions,
} as const;
