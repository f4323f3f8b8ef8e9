import type { Result } from '../../shared/result.ts';
import type { AnalyticsPage } from '../domain/analytics-page.entity.ts';
import type { AnalyticsPageNotFound } from '../domain/creator-pages.errors.ts';
import { loadOwnAnalyticsPage, type AnalyticsPagesDeps } from './analytics-page-form.ts';

/** The creator's own analytics pages: the list, and one to show or edit. */
export class AnalyticsPageQueries {
  private readonly deps: Pick<AnalyticsPagesDeps, 'analyticsPages'>;

  constructor(deps: Pick<AnalyticsPagesDeps, 'analyticsPages'>) {
    this.deps = deps;
  }

  mine(creatorId: string): Promise<AnalyticsPage[]> {
    return this.deps.analyticsPages.listByCreator(creatorId);
  }

  own(creatorId: string, pageId: string): Promise<Result<AnalyticsPage, AnalyticsPageNotFound>> {
    return loadOwnAnalyticsPage(this.deps, creatorId, pageId);
  }
}
