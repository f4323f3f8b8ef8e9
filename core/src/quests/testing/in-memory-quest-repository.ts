import { campaignStatus } from '../../shared/campaign-status.ts';
import { encodeCursor, keysetPage } from '../../shared/keyset.ts';
import type { PageRequest } from '../../shared/page.ts';
import { questKey } from '../domain/quest-orders.ts';
import type { Quest } from '../domain/quest.entity.ts';
import type { QuestBrowseQuery, QuestRepositoryPort } from '../ports/quest-repository.port.ts';

/** Twin of the PostgreSQL repository; stored quests are copies. */
export class InMemoryQuestRepository implements QuestRepositoryPort {
  readonly #quests = new Map<string, Quest>();

  async findById(id: string): Promise<Quest | null> {
    const quest = this.#quests.get(id);
    return quest ? structuredClone(quest) : null;
  }

  async findByIds(ids: readonly string[]): Promise<Quest[]> {
    return [...new Set(ids)].flatMap((id) => {
      const quest = this.#quests.get(id);
      return quest ? [structuredClone(quest)] : [];
    });
  }

  async save(quest: Quest): Promise<void> {
    this.#quests.set(quest.id, structuredClone(quest));
  }

  async listByCompany(companyId: string, filter: { ended: boolean; now: Date }, page: PageRequest): Promise<Quest[]> {
    const over = (q: Quest) => ['ended', 'past'].includes(campaignStatus(q, filter.now));
    return this.#page((q) => q.companyId === companyId && over(q) === filter.ended, page);
  }

  async browse(query: QuestBrowseQuery, page: PageRequest): Promise<Quest[]> {
    return this.#page(
      (q) =>
        q.publishState === 'published' &&
        q.endDate.getTime() > query.now.getTime() &&
        (q.visibility === 'Discoverable' || query.invitedQuestIds.includes(q.id)),
      page,
    );
  }

  cursorOf(quest: Quest): string {
    return encodeCursor(questKey(quest));
  }

  #page(keep: (quest: Quest) => boolean, page: PageRequest): Quest[] {
    return keysetPage([...this.#quests.values()].filter(keep), questKey, page).map((q) => structuredClone(q));
  }
}
