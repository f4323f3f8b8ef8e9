import { encodeCursor } from '../../shared/keyset.ts';
import type { PageRequest } from '../../shared/page.ts';
import { ok, type Result } from '../../shared/result.ts';
import { timelineKey, type RunTimelineEvent } from '../domain/run-event.ts';
import type { ReportingDeps } from './reporting-deps.ts';

export const runEventCursor = (event: RunTimelineEvent): string => encodeCursor(timelineKey(event));

/**
 * The company home's timeline (spec 4): what creators did on the company's Key campaigns, Quests
 * and Missions, newest first. The company is the caller's own, so another company's events never show.
 */
export class ListRunEvents {
  private readonly deps: Pick<ReportingDeps, 'timeline'>;
  constructor(deps: Pick<ReportingDeps, 'timeline'>) {
    this.deps = deps;
  }

  async execute(input: { companyId: string; page: PageRequest }): Promise<Result<RunTimelineEvent[], never>> {
    return ok(await this.deps.timeline.page(input.companyId, input.page));
  }
}
