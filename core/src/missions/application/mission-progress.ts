import type { Mission } from '../domain/mission.entity.ts';
import { allCriteria } from '../domain/completion-criteria.ts';
import { customSubmissionCounts, type MissionRun } from '../domain/mission-run.entity.ts';
import { evaluateCriteria, type CriteriaEvaluation } from '../domain/mission-progress.ts';
import type { MissionsDeps } from './missions-deps.ts';

/** The run's progress now: measured statistics and clicks since joining, plus its custom submissions. */
export async function evaluateRun(deps: Pick<MissionsDeps, 'progress'>, mission: Mission, run: MissionRun): Promise<CriteriaEvaluation> {
  const measured = await deps.progress.measure({
    missionId: mission.id,
    creatorId: run.creatorId,
    since: run.joinedAt,
    criteria: allCriteria(mission.criteria),
  });
  const customSubmissions = customSubmissionCounts(run.submission?.items ?? []);
  return evaluateCriteria(mission.criteria, { ...measured, customSubmissions });
}
