import { newId } from '../../shared/ids.ts';
import { err, ok, type Result } from '../../shared/result.ts';
import type { AnalyticsPage } from '../domain/analytics-page.entity.ts';
import { MAX_ANALYTICS_PAGES } from '../domain/analytics-page.schema.ts';
import { TooManyAnalyticsPages } from '../domain/creator-pages.errors.ts';
import { checkAnalyticsPageForm, type AnalyticsPageFormError, type AnalyticsPagesDeps } from './analytics-page-form.ts';

/** A new analytics page; a creator has at most six (spec 9, code 5015). */
export class CreateAnalyticsPage {
  private readonly deps: AnalyticsPagesDeps;

  constructor(deps: AnalyticsPagesDeps) {
    this.deps = deps;
  }

  async execute(input: {
    creatorId: string;
    form: unknown;
  }): Promise<Result<AnalyticsPage, AnalyticsPageFormError | TooManyAnalyticsPages>> {
    if ((await this.deps.analyticsPages.listByCreator(input.creatorId)).length >= MAX_ANALYTICS_PAGES)
      return err(new TooManyAnalyticsPages());
    const checked = checkAnalyticsPageForm(input.form);
    if (!checked.ok) return checked;
    const now = this.deps.clock.now();
    const page: AnalyticsPage = { id: newId(), creatorId: input.creatorId, ...checked.value, createdAt: now, updatedAt: now };
    // The count above answers at once; the store decides two creates that both passed it.
    if (!(await this.deps.analyticsPages.insertWithinLimit(page, MAX_ANALYTICS_PAGES))) return err(new TooManyAnalyticsPages());
    return ok(page);
  }
}
