import { missionReminderAt, type Mission } from '../domain/mission.entity.ts';
import type { MissionRun } from '../domain/mission-run.entity.ts';
import type { MissionsDeps } from './missions-deps.ts';

export const MISSION_REMINDER_JOB = 'mission.reminder';

/** One reminder per run, five days before the mission ends, when that is still ahead. */
export async function scheduleReminder(deps: Pick<MissionsDeps, 'jobs' | 'clock'>, mission: Mission, run: MissionRun): Promise<void> {
  const runAt = missionReminderAt(mission, deps.clock.now());
  if (!runAt) return;
  await deps.jobs.schedule({ name: MISSION_REMINDER_JOB, payload: { runId: run.id }, runAt, singletonKey: run.id });
}

/** Submitted content needs no reminder. */
export const cancelReminder = (deps: Pick<MissionsDeps, 'jobs'>, run: MissionRun): Promise<void> =>
  deps.jobs.cancel(MISSION_REMINDER_JOB, run.id);
