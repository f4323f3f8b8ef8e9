import * as v from 'valibot';
import type { JobSendOptions, WorkOptions } from './pg-boss-job-queue.ts';

/**
 * One outbox event fanned out to its company's endpoints and sent at once; queued in the transaction
 * that wrote the event, so it exists exactly when the event does. The worker takes these jobs in
 * batches: a batch's events are fanned out in one statement and their deliveries sent together.
 * A failed attempt is not a failed job: the delivery keeps its own retry schedule (doubling waits
 * for a day), run by the sweep below.
 */
export const FAN_OUT_WEBHOOK_EVENT_JOB = {
  name: 'fan-out-webhook-event',
  payload: v.object({ eventId: v.pipe(v.string(), v.uuid()) }),
  options: { retryLimit: 5, retryDelay: 10, retryBackoff: true, expireInSeconds: 300 } satisfies JobSendOptions,
  /**
   * Events fetched and fanned out together; two loops, so one batch is fetched while another is sent.
   * A batch holds a connection only for its few statements, never while a receiver answers.
   */
  work: { batchSize: 100, localConcurrency: 2 } satisfies WorkOptions,
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
