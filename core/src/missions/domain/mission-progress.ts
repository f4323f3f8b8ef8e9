import type { CompletionCriterion, CriteriaGroup } from './completion-criteria.ts';
import type { MeasuredMetric } from './completion-criterion.schema.ts';

/** What a creator has achieved since joining the run. */
export interface MissionProgress {
  /** Read from channel statistics for the run's period. */
  readonly metrics: Readonly<Partial<Record<MeasuredMetric, number>>>;
  /** Criterion id -> clicks on that CLICKS criterion's tracked link. */
  readonly clicks: Readonly<Record<string, number>>;
  /** Criterion id -> accepted submissions for that CUSTOM criterion. */
  readonly customSubmissions: Readonly<Record<string, number>>;
}

export const NO_PROGRESS: MissionProgress = { metrics: {}, clicks: {}, customSubmissions: {} };

export interface CriterionResult {
  readonly criterionId: string;
  readonly value: number;
  readonly amount: number;
  readonly met: boolean;
}
export interface GroupResult {
  readonly operator: CriteriaGroup['operator'];
  readonly met: boolean;
  readonly criteria: readonly CriterionResult[];
}
export interface CriteriaEvaluation {
  readonly met: boolean;
  readonly groups: readonly GroupResult[];
}

export function progressValue(criterion: CompletionCriterion, progress: MissionProgress): number {
  if (criterion.metricType === 'CLICKS') return progress.clicks[criterion.id] ?? 0;
  if (criterion.metricType === 'CUSTOM') return progress.customSubmissions[criterion.id] ?? 0;
  return progress.metrics[criterion.metricType] ?? 0;
}

/**
 * Every group must pass (groups combine with AND); inside an AND group every criterion must be
 * reached ('all also need'), inside an OR group any one suffices ('at least one'). Reaching the
 * amount exactly counts as met.
 */
export function evaluateCriteria(groups: readonly CriteriaGroup[], progress: MissionProgress): CriteriaEvaluation {
  const results = groups.map((group): GroupResult => {
    const criteria = group.criteria.map((c): CriterionResult => {
      const value = progressValue(c, progress);
      return { criterionId: c.id, value, amount: c.amount, met: value >= c.amount };
    });
    const met = group.operator === 'AND' ? criteria.every((c) => c.met) : criteria.some((c) => c.met);
    return { operator: group.operator, met, criteria };
  });
  return { met: results.length > 0 && results.every((g) => g.met), groups: results };
}
