import type { CompletionCriterion } from '../domain/completion-criteria.ts';
import type { MissionProgress } from '../domain/mission-progress.ts';

/**
 * Channel statistics and tracked-link clicks for a run between `since` and `until` (see
 * runStatisticsWindow); custom submissions are counted by the run itself.
 */
export interface MissionProgressPort {
  measure(request: {
    missionId: string;
    creatorId: string;
    since: Date;
    until: Date;
    criteria: readonly CompletionCriterion[];
  }): Promise<Pick<MissionProgress, 'metrics' | 'clicks'>>;
}
