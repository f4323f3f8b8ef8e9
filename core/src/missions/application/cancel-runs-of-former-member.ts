import type { MissionsDeps } from './missions-deps.ts';
import { endRuns } from './end-mission-runs.ts';

/**
 * The creator's membership of the program ended: their unfinished runs of its missions are canceled
 * (Not finished and Awaiting approval). Rewards already claimable stay claimable: they were earned.
 */
export class CancelRunsOfFormerMember {
  private readonly deps: Pick<MissionsDeps, 'missions' | 'runs' | 'jobs' | 'clock'>;

  constructor(deps: Pick<MissionsDeps, 'missions' | 'runs' | 'jobs' | 'clock'>) {
    this.deps = deps;
  }

  async execute(input: { programId: string; creatorId: string }): Promise<{ canceled: number }> {
    // An archived mission's runs stay open until they end, so its runs are the former member's too.
    const missions = await this.deps.missions.listByProgram(input.programId, { includeArchived: true });
    const missionIds = new Set(missions.map((m) => m.id));
    const runs = (await this.deps.runs.listByCreator(input.creatorId)).filter(
      (r) => missionIds.has(r.missionId) && (r.state === 'active' || r.state === 'review'),
    );
    async function* open() {
      yield* runs;
    }
    return { canceled: await endRuns(this.deps, open, 'cancel') };
  }
}
