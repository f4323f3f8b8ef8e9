import type { ClockPort } from '../../shared/clock.port.ts';
import { err, ok, type Result } from '../../shared/result.ts';
import type { CreatorPage } from '../domain/creator-page.entity.ts';
import { CreatorPageNotFound } from '../domain/creator-pages.errors.ts';
import type { AnalyticsPageRepositoryPort } from '../ports/analytics-page-repository.port.ts';
import type { CreatorPageRepositoryPort } from '../ports/creator-page-repository.port.ts';
import type { CreatorShowcasePort } from '../ports/creator-showcase.port.ts';

export interface CreatorPagesDeps {
  pages: CreatorPageRepositoryPort;
  analyticsPages: AnalyticsPageRepositoryPort;
  showcase: CreatorShowcasePort;
  clock: ClockPort;
}

/** Another creator's page answers "not found", like a missing one. */
export async function loadOwnPage(
  deps: Pick<CreatorPagesDeps, 'pages'>,
  pageId: string,
  creatorId: string,
): Promise<Result<CreatorPage, CreatorPageNotFound>> {
  const page = await deps.pages.findById(pageId);
  return page && page.creatorId === creatorId ? ok(page) : err(new CreatorPageNotFound());
}
