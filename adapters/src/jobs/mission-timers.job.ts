import * as v from 'valibot';
import { MISSION_ENDED_JOB as MISSION_ENDED } from '@lurkit/core/missions/application/mission-fields.ts';
import { MISSION_REMINDER_JOB } from '@lurkit/core/missions/application/mission-reminder.ts';
import type { JobSendOptions } from './pg-boss-job-queue.ts';

/** Spec 9: a mission run's reminder, 5 days before the mission ends. Idempotent: only an active run is reminded, once. */
export const REMIND_MISSION_RUN_JOB = {
  name: MISSION_REMINDER_JOB,
  payload: v.object({ runId: v.pipe(v.string(), v.uuid()) }),
  options: { retryLimit: 5, retryDelay: 60, retryBackoff: true } satisfies JobSendOptions,
} as const;

/** The mission's end: its unfinished runs expire. Idempotent: an expired run is final. */
export const MISSION_ENDED_JOB = {
  name: MISSION_ENDED,
  payload: v.object({ missionId: v.pipe(v.string(), v.uuid()) }),
  options: { retryLimit: 5, retryDelay: 60, retryBackoff: true } satisfies JobSendOptions,
} as const;

export const MISSION_JOBS = [REMIND_MISSION_RUN_JOB, MISSION_ENDED_JOB] as const;
