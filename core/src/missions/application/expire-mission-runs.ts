import type { MissionsDeps } from './missions-deps.ts';
import { endRuns, runsOf } from './end-mission-runs.ts';

/**
 * The mission ended: runs still Not finished expire. Runs awaiting review stay (the creator did the
 * work) and so do unclaimed rewards. Idempotent: a second delivery, or a job for an end date that was
 * moved later, finds nothing to move.
 */
export class ExpireMissionRuns {
  private readonly deps: Pick<MissionsDeps, 'missions' | 'runs' | 'jobs' | 'clock'>;

  constructor(deps: Pick<MissionsDeps, 'missions' | 'runs' | 'jobs' | 'clock'>) {
    this.deps = deps;
  }

  async execute(input: { missionId: string }): Promise<{ expired: number }> {
    const mission = await this.deps.missions.findById(input.missionId);
    const now = this.deps.clock.now();
    if (!mission || mission.endDate === null || mission.endDate > now) return { expired: 0 };
    return { expired: await endRuns(this.deps, () => runsOf(this.deps, mission.id, ['active']), 'expire') };
  }
}
