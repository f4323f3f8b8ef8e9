import { ok, type Result } from '../../shared/result.ts';
import type { AnalyticsPageNotFound } from '../domain/creator-pages.errors.ts';
import { loadOwnAnalyticsPage, type AnalyticsPagesDeps } from './analytics-page-form.ts';

/** Deletes one of the creator's own analytics pages, making room for another. */
export class DeleteAnalyticsPage {
  private readonly deps: Pick<AnalyticsPagesDeps, 'analyticsPages'>;

  constructor(deps: Pick<AnalyticsPagesDeps, 'analyticsPages'>) {
    this.deps = deps;
  }

  async execute(input: { creatorId: string; pageId: string }): Promise<Result<{ id: string }, AnalyticsPageNotFound>> {
    const loaded = await loadOwnAnalyticsPage(this.deps, input.creatorId, input.pageId);
    if (!loaded.ok) return loaded;
    await this.deps.analyticsPages.delete(loaded.value.id);
    return ok({ id: loaded.value.id });
  }
}
