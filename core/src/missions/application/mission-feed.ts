import { ok, type Result } from '../../shared/result.ts';
import { runStatisticsWindow } from '../domain/measured-metrics.ts';
import type { MissionRunNotFound } from '../domain/missions.errors.ts';
import type { FeedPost } from '../ports/creator-feed.port.ts';
import { creatorRun } from './creator-run.ts';
import type { MissionsDeps } from './missions-deps.ts';

/** Our choice: the picker offers the newest streams and videos of the run's period, this many. */
export const MISSION_FEED_LIMIT = 50;

/**
 * The creator's streams and videos the submit-content form offers for a run: those of the run's
 * period (from joining, within the mission's dates), the same period its metrics are measured over.
 */
export class ListMissionFeed {
  private readonly deps: Pick<MissionsDeps, 'missions' | 'runs' | 'feed' | 'clock'>;

  constructor(deps: Pick<MissionsDeps, 'missions' | 'runs' | 'feed' | 'clock'>) {
    this.deps = deps;
  }

  async execute(input: { runId: string; creatorId: string }): Promise<Result<FeedPost[], MissionRunNotFound>> {
    const found = await creatorRun(this.deps, input.runId, input.creatorId);
    if (!found.ok) return found;
    const { run, mission } = found.value;
    const window = runStatisticsWindow({
      joinedAt: run.joinedAt,
      missionStart: mission.startDate,
      missionEnd: mission.endDate,
      runEndedAt: run.endedAt,
      now: this.deps.clock.now(),
    });
    if (!window) return ok([]);
    return ok(await this.deps.feed.listBetween(run.creatorId, window.since, window.until, MISSION_FEED_LIMIT));
  }
}
