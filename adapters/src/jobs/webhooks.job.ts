import * as v from 'valibot';
import type { JobSendOptions, WorkOptions } from './pg-boss-job-queue.ts';

/**
 * One outbox event fanned out to its company's endpoints and sent at once; queued in the transaction
 * that wrote the event, so it exists exactly when the event does. A failed attempt is not a failed job:
 * the delivery keeps its own retry schedule (doubling waits for a day), run by the sweep below.
 */
export const FAN_OUT_WEBHOOK_EVENT_JOB = {
  name: 'fan-out-webhook-event',
  payload: v.object({ eventId: v.pipe(v.string(), v.uuid()) }),
  options: { retryLimit: 5, retryDelay: 10, retryBackoff: true, expireInSeconds: 300 } satisfies JobSendOptions,
  /** Events fetched together; each holds a connection only while its deliveries are added and logged. */
  work: { batchSize: 50, localConcurrency: 1, jobsAtOnce: 8 } satisfies WorkOptions,
} as const;

/** Every minute: events a lost job left behind are fanned out, and due retries and resends are sent. */
export const SWEEP_WEBHOOKS_JOB = {
  name: 'sweep-webhooks',
  cron: '* * * * *',
  payload: v.object({}),
  /** Events and deliveries a run takes at most; the next minute takes the rest. */
  batch: 1000,
  options: { retryLimit: 0, expireInSeconds: 300 } satisfies JobSendOptions,
} as const;
