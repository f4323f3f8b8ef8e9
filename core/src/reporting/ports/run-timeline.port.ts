import type { PageRequest } from '../../shared/page.ts';
import type { RunTimelineEvent } from '../domain/run-event.ts';

/** The run events of a company's Key campaigns, Quests and Missions, merged by the store. */
export interface RunTimelinePort {
  /** One keyset page over `timelineKey` (newest first) of the company's own activations' events only. */
  page(companyId: string, page: PageRequest): Promise<RunTimelineEvent[]>;
}
