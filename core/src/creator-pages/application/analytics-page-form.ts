import { parseInput, type InvalidField } from '../../shared/invalid-field.ts';
import { err, ok, type Result } from '../../shared/result.ts';
import type { AnalyticsPage } from '../domain/analytics-page.entity.ts';
import { analyticsPageSchema, type AnalyticsPageValues } from '../domain/analytics-page.schema.ts';
import { AnalyticsPageNameInvalid, AnalyticsPageNotFound } from '../domain/creator-pages.errors.ts';
import type { CreatorPagesDeps } from './creator-pages-deps.ts';

export type AnalyticsPageFormError = InvalidField | AnalyticsPageNameInvalid;
export type AnalyticsPagesDeps = Pick<CreatorPagesDeps, 'analyticsPages' | 'clock'>;

/** The form checked whole; a name of the wrong format answers the spec's 5012 at the name. */
export function checkAnalyticsPageForm(form: unknown): Result<AnalyticsPageValues, AnalyticsPageFormError> {
  const parsed = parseInput(analyticsPageSchema, form);
  if (!parsed.ok) return parsed.error.field === 'name' ? err(new AnalyticsPageNameInvalid(parsed.error.message)) : parsed;
  return parsed;
}

/** Another creator's analytics page answers "not found", like a missing one. */
export async function loadOwnAnalyticsPage(
  deps: Pick<AnalyticsPagesDeps, 'analyticsPages'>,
  creatorId: string,
  pageId: string,
): Promise<Result<AnalyticsPage, AnalyticsPageNotFound>> {
  const page = await deps.analyticsPages.findById(pageId);
  return page && page.creatorId === creatorId ? ok(page) : err(new AnalyticsPageNotFound());
}
