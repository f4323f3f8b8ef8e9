import type { Mission } from '../domain/mission.entity.ts';
import { allCriteria } from '../domain/completion-criteria.ts';
import { customSubmissionCounts, type MissionRun } from '../domain/mission-run.entity.ts';
import { runStatisticsWindow } from '../domain/measured-metrics.ts';
import { evaluateCriteria, NO_PROGRESS, type CriteriaEvaluation } from '../domain/mission-progress.ts';
import type { MissionsDeps } from './missions-deps.ts';

/**
 * The run's progress now: measured statistics and clicks over the run's window (from joining, within the
 * mission's dates), plus its custom submissions.
 */
export async function evaluateRun(
  deps: Pick<MissionsDeps, 'progress' | 'clock'>,
  mission: Mission,
  run: MissionRun,
): Promise<CriteriaEvaluation> {
  const window = runStatisticsWindow({
    joinedAt: run.joinedAt,
    missionStart: mission.startDate,
    missionEnd: mission.endDate,
    runEndedAt: run.endedAt,
    now: deps.clock.now(),
  });
  const measured = window
    ? await deps.progress.measure({
        missionId: mission.id,
        creatorId: run.creatorId,
        since: window.since,
        until: window.until,
        criteria: allCriteria(mission.criteria),
      })
    : NO_PROGRESS;
  const customSubmissions = customSubmissionCounts(run.submission?.items ?? []);
  return evaluateCriteria(mission.criteria, { ...measured, customSubmissions });
}
