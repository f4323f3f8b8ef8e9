import { err, ok, type Result } from '../../shared/result.ts';
import type { MissionRun } from '../domain/mission-run.entity.ts';
import type { Mission } from '../domain/mission.entity.ts';
import { MissionRunNotFound } from '../domain/missions.errors.ts';
import type { MissionsDeps } from './missions-deps.ts';

/** The run and its mission when the run is this creator's; another creator's run reads as not found. */
export async function creatorRun(
  deps: Pick<MissionsDeps, 'missions' | 'runs'>,
  runId: string,
  creatorId: string,
): Promise<Result<{ run: MissionRun; mission: Mission }, MissionRunNotFound>> {
  const run = await deps.runs.findById(runId);
  if (!run || run.creatorId !== creatorId) return err(new MissionRunNotFound());
  const mission = await deps.missions.findById(run.missionId);
  if (!mission) throw new Error(`Mission ${run.missionId} of run ${run.id} is missing.`);
  return ok({ run, mission });
}
