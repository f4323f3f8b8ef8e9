import { err, ok, type Result } from '../../shared/result.ts';
import { ShortlistEntryNotFound } from '../domain/insights.errors.ts';
import type { InsightsDeps } from './insights-deps.ts';

/** Any member may take a post off the company's shortlist; another company's shortlist answers not found. */
export class RemoveFromShortlist {
  private readonly deps: Pick<InsightsDeps, 'shortlists'>;
  constructor(deps: Pick<InsightsDeps, 'shortlists'>) {
    this.deps = deps;
  }

  async execute(input: { companyId: string; postId: string }): Promise<Result<string, ShortlistEntryNotFound>> {
    return (await this.deps.shortlists.remove(input.companyId, input.postId)) ? ok(input.postId) : err(new ShortlistEntryNotFound());
  }
}
