import type { CompletionCriterion } from '@lurkit/core/missions/domain/completion-criteria.ts';
import type { MissionProgress } from '@lurkit/core/missions/domain/mission-progress.ts';
import type { MissionProgressPort } from '@lurkit/core/missions/ports/mission-progress.port.ts';
import type { EntityManager } from '@mikro-orm/postgresql';
import { isUuid, unitOfWork } from '../shared/unit-of-work.ts';

/**
 * A run's measured progress: clicks on the creator's tracked links since joining, counted here.
 * Stream and video metrics come from the statistics store of posts and stream samples (the insights
 * lane, issue 13), not in this branch yet: until it lands they read as nothing achieved, so metric
 * criteria wait for the company's review instead of being approved automatically.
 */
export class ClicksMissionProgress implements MissionProgressPort {
  readonly #em: EntityManager;

  constructor(em: EntityManager) {
    this.#em = em;
  }

  async measure(request: {
    missionId: string;
    creatorId: string;
    since: Date;
    criteria: readonly CompletionCriterion[];
  }): Promise<Pick<MissionProgress, 'metrics' | 'clicks'>> {
    const clickCriteria = request.criteria.filter((c) => c.metricType === 'CLICKS').map((c) => c.id);
    if (clickCriteria.length === 0 || !isUuid(request.missionId) || !isUuid(request.creatorId)) return { metrics: {}, clicks: {} };
    const rows = await unitOfWork(this.#em).execute<{ criterion_id: string; clicks: string | number }[]>(
      `select criterion_id, count(*) as clicks from mission_click
       where mission_id = ? and creator_id = ? and criterion_id in (?) and clicked_at >= ? group by criterion_id`,
      [request.missionId, request.creatorId, clickCriteria, request.since],
    );
    return { metrics: {}, clicks: Object.fromEntries(rows.map((r) => [r.criterion_id, Number(r.clicks)])) };
  }
}
