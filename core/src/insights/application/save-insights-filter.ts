import { newId } from '../../shared/ids.ts';
import { err, ok, type Result } from '../../shared/result.ts';
import { FilterNameTaken } from '../domain/insights.errors.ts';
import { parseFilterFields, type FilterFieldsError, type SavedInsightsFilter } from '../domain/saved-insights-filter.entity.ts';
import type { InsightsDeps } from './insights-deps.ts';

export interface SaveInsightsFilterInput {
  companyId: string;
  userId: string;
  name: unknown;
  options: unknown;
}

export class SaveInsightsFilter {
  private readonly deps: Pick<InsightsDeps, 'filters' | 'clock'>;

  constructor(deps: Pick<InsightsDeps, 'filters' | 'clock'>) {
    this.deps = deps;
  }

  async execute(input: SaveInsightsFilterInput): Promise<Result<SavedInsightsFilter, FilterFieldsError | FilterNameTaken>> {
    const fields = parseFilterFields(input);
    if (!fields.ok) return fields;
    // Names pick a filter from a list, so two with one name (in any case) would be ambiguous.
    if (await this.deps.filters.findByCompanyAndName(input.companyId, fields.value.name)) return err(new FilterNameTaken());
    const filter: SavedInsightsFilter = {
      id: newId(),
      companyId: input.companyId,
      createdByUserId: input.userId,
      name: fields.value.name,
      options: fields.value.options,
      createdAt: this.deps.clock.now(),
    };
    await this.deps.filters.save(filter);
    return ok(filter);
  }
}
