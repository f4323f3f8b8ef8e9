import * as v from 'valibot';
import type { JobSendOptions } from './pg-boss-job-queue.ts';

const step = { runId: v.pipe(v.string(), v.uuid()), status: v.pipe(v.string(), v.maxLength(64)), dueAtMs: v.pipe(v.number(), v.integer()) };
const retries = { retryLimit: 5, retryDelay: 30, retryBackoff: true } satisfies JobSendOptions;

/** A quest run's step ran out of time (spec 4's failure ends). */
export const EXPIRE_QUEST_RUN_JOB = { name: 'expire-quest-run', payload: v.object(step), options: retries } as const;

/** 72 h and 24 h before a step's deadline, to the party that must act (spec 9). */
export const REMIND_QUEST_RUN_JOB = {
  name: 'remind-quest-run',
  payload: v.object({ ...step, hoursBefore: v.picklist([72, 24]) }),
  options: retries,
} as const;

/**
 * Pays an approved run out. Short expiry, so a killed worker's payout is handed out again soon; the
 * provider's reference (the run id) keeps a retry from paying twice.
 */
export const PAY_OUT_QUEST_RUN_JOB = {
  name: 'pay-out-quest-run',
  payload: v.object({ runId: v.pipe(v.string(), v.uuid()) }),
  options: { ...retries, retryDelay: 5, expireInSeconds: 60 } satisfies JobSendOptions,
} as const;
