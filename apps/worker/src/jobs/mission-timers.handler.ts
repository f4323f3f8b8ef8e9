import * as v from 'valibot';
import { MISSION_ENDED_JOB, REMIND_MISSION_RUN_JOB } from '@lurkit/adapters/jobs/mission-timers.job.ts';
import type { ScopeFactory } from '@lurkit/adapters/wiring/scope.ts';
import { ExpireMissionRuns } from '@lurkit/core/missions/application/expire-mission-runs.ts';
import { RemindMissionRun } from '@lurkit/core/missions/application/remind-mission-run.ts';
import type { JobLog } from './job-log.ts';

/**
 * A mission run's reminder 5 days before the mission ends, and the mission's end (unfinished runs
 * expire). Each runs in its own transaction; both use cases are idempotent, so a retry is harmless.
 */
export function remindMissionRunHandler(jobScope: ScopeFactory, logError: JobLog) {
  return async (payload: unknown): Promise<void> => {
    const parsed = v.safeParse(REMIND_MISSION_RUN_JOB.payload, payload);
    if (!parsed.success) return logError({ job: REMIND_MISSION_RUN_JOB.name }, 'dropped a malformed job');
    await jobScope().transaction((scope) => new RemindMissionRun(scope.missions).execute(parsed.output));
  };
}

export function missionEndedHandler(jobScope: ScopeFactory, logError: JobLog) {
  return async (payload: unknown): Promise<void> => {
    const parsed = v.safeParse(MISSION_ENDED_JOB.payload, payload);
    if (!parsed.success) return logError({ job: MISSION_ENDED_JOB.name }, 'dropped a malformed job');
    await jobScope().transaction((scope) => new ExpireMissionRuns(scope.missions).execute(parsed.output));
  };
}
