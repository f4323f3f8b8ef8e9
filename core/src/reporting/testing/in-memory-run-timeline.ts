import { keysetPage } from '../../shared/keyset.ts';
import type { PageRequest } from '../../shared/page.ts';
import { timelineKey, type RunTimelineEvent } from '../domain/run-event.ts';
import type { RunTimelinePort } from '../ports/run-timeline.port.ts';

/** The events a test arranges per company, paged like the SQL store pages its union. */
export class InMemoryRunTimeline implements RunTimelinePort {
  readonly eventsByCompany = new Map<string, RunTimelineEvent[]>();

  add(companyId: string, ...events: RunTimelineEvent[]): void {
    this.eventsByCompany.set(companyId, [...(this.eventsByCompany.get(companyId) ?? []), ...events]);
  }

  async page(companyId: string, page: PageRequest): Promise<RunTimelineEvent[]> {
    return keysetPage(this.eventsByCompany.get(companyId) ?? [], timelineKey, page);
  }
}
