import { err, ok, type Result } from '../../shared/result.ts';
import { SavedFilterNotFound } from '../domain/insights.errors.ts';
import type { InsightsDeps } from './insights-deps.ts';

/** Any member of the company may delete its saved filters; another company's answers not found. */
export class DeleteInsightsFilter {
  private readonly deps: Pick<InsightsDeps, 'filters'>;
  constructor(deps: Pick<InsightsDeps, 'filters'>) {
    this.deps = deps;
  }

  async execute(input: { companyId: string; filterId: string }): Promise<Result<string, SavedFilterNotFound>> {
    const deleted = await this.deps.filters.delete(input.companyId, input.filterId);
    return deleted ? ok(input.filterId) : err(new SavedFilterNotFound());
  }
}
