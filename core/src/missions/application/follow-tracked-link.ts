import { allCriteria } from '../domain/completion-criteria.ts';
import type { MissionsDeps } from './missions-deps.ts';

export interface FollowTrackedLinkInput {
  /** The run names the creator and the mission: each creator has their own link per CLICKS criterion. */
  runId: string;
  criterionId: string;
  /** Decided from the user agent at the edge; bots are sent on but not counted. */
  fromBot: boolean;
}

/**
 * A click on a creator's tracked link of a CLICKS criterion: counted for that creator's run while it
 * is Not finished, then sent on to the company's URL. Null when no such link exists.
 */
export class FollowTrackedLink {
  private readonly deps: Pick<MissionsDeps, 'missions' | 'runs' | 'clicks' | 'clock'>;

  constructor(deps: Pick<MissionsDeps, 'missions' | 'runs' | 'clicks' | 'clock'>) {
    this.deps = deps;
  }

  async execute(input: FollowTrackedLinkInput): Promise<{ url: string; counted: boolean } | null> {
    const run = await this.deps.runs.findById(input.runId);
    const mission = run && (await this.deps.missions.findById(run.missionId));
    const criterion = mission && allCriteria(mission.criteria).find((c) => c.id === input.criterionId);
    if (!run || !mission || !criterion || criterion.metricType !== 'CLICKS') return null;
    // Clicks after the creator submitted cannot change the review any more.
    const counted = !input.fromBot && run.state === 'active';
    if (counted) {
      await this.deps.clicks.record({
        missionId: mission.id,
        creatorId: run.creatorId,
        criterionId: criterion.id,
        at: this.deps.clock.now(),
      });
    }
    return { url: criterion.url, counted };
  }
}
