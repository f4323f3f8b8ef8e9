import { err, ok, type Result } from '../../shared/result.ts';
import type { MissionRun } from '../domain/mission-run.entity.ts';
import { NothingToReview } from '../domain/missions.errors.ts';
import { decideReview, tellCreatorOfReview, type ReviewDeps, type ReviewMissionRunError } from './review-mission-run.ts';

export type ReviewMissionRunsInput =
  | { runIds: readonly string[]; companyId: string; decision: 'accept'; confirmCriteriaNotMet?: boolean }
  | { runIds: readonly string[]; companyId: string; decision: 'reject'; message: string };

/**
 * The participants table's bulk action: every selected run or none (all are decided before any is saved). A bulk rejection needs its message like a single one.
 */
export class ReviewMissionRuns {
  private readonly deps: ReviewDeps;

  constructor(deps: ReviewDeps) {
    this.deps = deps;
  }

  async execute(input: ReviewMissionRunsInput): Promise<Result<MissionRun[], ReviewMissionRunError | NothingToReview>> {
    const ids = [...new Set(input.runIds)];
    if (ids.length === 0) return err(new NothingToReview());
    const reviewed: MissionRun[] = [];
    for (const runId of ids) {
      const one = await decideReview(this.deps, { ...input, runId });
      if (!one.ok) return one;
      reviewed.push(one.value);
    }
    for (const run of reviewed) await this.deps.runs.save(run);
    for (const run of reviewed) await tellCreatorOfReview(this.deps, run);
    return ok(reviewed);
  }
}
