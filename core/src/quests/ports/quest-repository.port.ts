import type { PageRequest } from '../../shared/page.ts';
import type { Quest } from '../domain/quest.entity.ts';

/** What a creator's Quest browsing shows: published, not over, and Discoverable or invited to. */
export interface QuestBrowseQuery {
  readonly now: Date;
  /** Hidden quests this creator was invited to are listed too. */
  readonly invitedQuestIds: readonly string[];
}

export interface QuestRepositoryPort {
  findById(id: string): Promise<Quest | null>;
  findByIds(ids: readonly string[]): Promise<Quest[]>;
  /** Inserts or updates the whole quest. */
  save(quest: Quest): Promise<void>;
  /** The company's quests, newest first: those over (ended or past, see campaignStatus) or the others. */
  listByCompany(companyId: string, filter: { ended: boolean; now: Date }, page: PageRequest): Promise<Quest[]>;
  /** Published quests not ended yet, Discoverable or invited to, newest first. */
  browse(query: QuestBrowseQuery, page: PageRequest): Promise<Quest[]>;
  cursorOf(quest: Quest): string;
}
