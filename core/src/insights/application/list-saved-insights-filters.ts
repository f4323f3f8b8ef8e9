import { ok, type Result } from '../../shared/result.ts';
import type { SavedInsightsFilter } from '../domain/saved-insights-filter.entity.ts';
import type { InsightsDeps } from './insights-deps.ts';

export class ListSavedInsightsFilters {
  private readonly deps: Pick<InsightsDeps, 'filters'>;

  constructor(deps: Pick<InsightsDeps, 'filters'>) {
    this.deps = deps;
  }

  async execute(input: { companyId: string }): Promise<Result<SavedInsightsFilter[], never>> {
    return ok(await this.deps.filters.listByCompany(input.companyId));
  }
}
