import { dayOf } from '@lurkit/core/insights/domain/statistics-days.ts';
import type { InsightsStatisticsPort } from '@lurkit/core/insights/ports/insights-statistics.port.ts';
import type { CompletionCriterion } from '@lurkit/core/missions/domain/completion-criteria.ts';
import { MEASURED_METRICS } from '@lurkit/core/missions/domain/completion-criterion.schema.ts';
import { measuredMetrics } from '@lurkit/core/missions/domain/measured-metrics.ts';
import type { MissionProgress } from '@lurkit/core/missions/domain/mission-progress.ts';
import type { MissionProgressPort } from '@lurkit/core/missions/ports/mission-progress.port.ts';
import type { EntityManager } from '@mikro-orm/postgresql';
import { isUuid, unitOfWork } from '../shared/unit-of-work.ts';

type Request = Parameters<MissionProgressPort['measure']>[0];

/**
 * A run's measured progress over its window: clicks on the creator's tracked links, counted here, and
 * stream and video metrics from the statistics store (the insights lane's daily rollups). The store
 * keeps whole Stockholm days, so statistics count from the day the run's window opens through the day
 * it closes (our choice where the spec is silent: a stream earlier on the joining day counts).
 */
export class StoreMissionProgress implements MissionProgressPort {
  readonly #em: EntityManager;
  readonly #statistics: Pick<InsightsStatisticsPort, 'creatorFigures'>;

  constructor(em: EntityManager, statistics: Pick<InsightsStatisticsPort, 'creatorFigures'>) {
    this.#em = em;
    this.#statistics = statistics;
  }

  async measure(request: Request): Promise<Pick<MissionProgress, 'metrics' | 'clicks'>> {
    if (!isUuid(request.missionId) || !isUuid(request.creatorId)) return { metrics: {}, clicks: {} };
    const [metrics, clicks] = await Promise.all([this.#metrics(request), this.#clicks(request)]);
    return { metrics, clicks };
  }

  async #metrics(request: Request): Promise<MissionProgress['metrics']> {
    const measured = new Set<string>(MEASURED_METRICS);
    if (!request.criteria.some((c) => measured.has(c.metricType))) return {};
    const figures = await this.#statistics.creatorFigures(request.creatorId, { from: dayOf(request.since), to: dayOf(request.until) });
    return measuredMetrics(figures);
  }

  async #clicks(request: Request): Promise<MissionProgress['clicks']> {
    const clickCriteria = request.criteria.filter((c: CompletionCriterion) => c.metricType === 'CLICKS').map((c) => c.id);
    if (clickCriteria.length === 0) return {};
    const rows = await unitOfWork(this.#em).execute<{ criterion_id: string; clicks: string | number }[]>(
      `select criterion_id, count(*) as clicks from mission_click
       where mission_id = ? and creator_id = ? and criterion_id in (?) and clicked_at >= ? and clicked_at <= ? group by criterion_id`,
      [request.missionId, request.creatorId, clickCriteria, request.since, request.until],
    );
    return Object.fromEntries(rows.map((r) => [r.criterion_id, Number(r.clicks)]));
  }
}
