import { err, ok, type Result } from '../../shared/result.ts';
import { claimKit, type MissionRun } from '../domain/mission-run.entity.ts';
import type { KitAlreadyClaimed, MissionRunNotFound, RunEnded } from '../domain/missions.errors.ts';
import { NoMissionKit } from '../domain/missions.errors.ts';
import { creatorRun } from './creator-run.ts';
import type { MissionsDeps } from './missions-deps.ts';

export interface ClaimMissionKitInput {
  runId: string;
  /** The signed-in creator (from the session). */
  creatorId: string;
}

type Deps = Pick<MissionsDeps, 'missions' | 'runs' | 'clock'>;

/** The creator takes the mission kit once, while the run is going; the answer carries the kit to show. */
export class ClaimMissionKit {
  private readonly deps: Deps;

  constructor(deps: Deps) {
    this.deps = deps;
  }

  async execute(
    input: ClaimMissionKitInput,
  ): Promise<Result<{ run: MissionRun; kit: string }, MissionRunNotFound | NoMissionKit | KitAlreadyClaimed | RunEnded>> {
    const found = await creatorRun(this.deps, input.runId, input.creatorId);
    if (!found.ok) return found;
    const { run, mission } = found.value;
    if (mission.kit === null) return err(new NoMissionKit());
    const claimed = claimKit(run, this.deps.clock.now());
    if (!claimed.ok) return claimed;
    await this.deps.runs.save(claimed.value);
    return ok({ run: claimed.value, kit: mission.kit });
  }
}
