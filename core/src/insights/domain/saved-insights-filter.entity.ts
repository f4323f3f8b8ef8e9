import * as v from 'valibot';
import { err, ok, type Result } from '../../shared/result.ts';
import { FilterNameRequired, InvalidFilterField } from './insights.errors.ts';
import { filterNameSchema, insightsFilterOptionsSchema, type InsightsFilterOptions } from './saved-insights-filter.schema.ts';

export interface SavedInsightsFilter {
  readonly id: string;
  readonly companyId: string;
  readonly createdByUserId: string;
  readonly name: string;
  readonly options: InsightsFilterOptions;
  readonly createdAt: Date;
}

export type FilterFieldsError = FilterNameRequired | InvalidFilterField;

/** Checks the name (required, spec section 5) and the options; returns them normalised. */
export function parseFilterFields(raw: {
  name: unknown;
  options: unknown;
}): Result<{ name: string; options: InsightsFilterOptions }, FilterFieldsError> {
  if (typeof raw.name !== 'string' || raw.name.trim() === '') return err(new FilterNameRequired());
  const name = v.safeParse(filterNameSchema, raw.name);
  if (!name.success) return err(new InvalidFilterField('name', name.issues[0].message));
  const options = v.safeParse(insightsFilterOptionsSchema, raw.options ?? {});
  if (!options.success) {
    const path = v.getDotPath(options.issues[0]);
    return err(new InvalidFilterField(path ? `options.${path}` : 'options', options.issues[0].message));
  }
  return ok({ name: name.output, options: options.output });
}
