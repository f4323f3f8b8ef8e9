import { ok, type Result } from '../../shared/result.ts';
import type { InsightsDeps } from './insights-deps.ts';

/** Which of a page's posts the company has shortlisted, so each row offers add or remove. */
export class FindShortlistedPosts {
  private readonly deps: Pick<InsightsDeps, 'shortlists'>;
  constructor(deps: Pick<InsightsDeps, 'shortlists'>) {
    this.deps = deps;
  }

  async execute(input: { companyId: string; postIds: readonly string[] }): Promise<Result<Set<string>, never>> {
    return ok(await this.deps.shortlists.shortlistedPostIds(input.companyId, input.postIds));
  }
}
