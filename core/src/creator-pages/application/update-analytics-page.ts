import { ok, type Result } from '../../shared/result.ts';
import type { AnalyticsPage } from '../domain/analytics-page.entity.ts';
import type { AnalyticsPageNotFound } from '../domain/creator-pages.errors.ts';
import {
  checkAnalyticsPageForm,
  loadOwnAnalyticsPage,
  type AnalyticsPageFormError,
  type AnalyticsPagesDeps,
} from './analytics-page-form.ts';

/** Saves one of the creator's own analytics pages whole. */
export class UpdateAnalyticsPage {
  private readonly deps: AnalyticsPagesDeps;

  constructor(deps: AnalyticsPagesDeps) {
    this.deps = deps;
  }

  async execute(input: {
    creatorId: string;
    pageId: string;
    form: unknown;
  }): Promise<Result<AnalyticsPage, AnalyticsPageFormError | AnalyticsPageNotFound>> {
    const loaded = await loadOwnAnalyticsPage(this.deps, input.creatorId, input.pageId);
    if (!loaded.ok) return loaded;
    const checked = checkAnalyticsPageForm(input.form);
    if (!checked.ok) return checked;
    const page: AnalyticsPage = { ...loaded.value, ...checked.value, updatedAt: this.deps.clock.now() };
    await this.deps.analyticsPages.update(page);
    return ok(page);
  }
}
