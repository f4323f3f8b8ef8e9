import type { Quest } from '../domain/quest.entity.ts';
import type { QuestRepositoryPort } from '../ports/quest-repository.port.ts';

/** Twin of the PostgreSQL repository; stored quests are copies. */
export class InMemoryQuestRepository implements QuestRepositoryPort {
  readonly #quests = new Map<string, Quest>();

  async findById(id: string): Promise<Quest | null> {
    const quest = this.#quests.get(id);
    return quest ? structuredClone(quest) : null;
  }

  async save(quest: Quest): Promise<void> {
    this.#quests.set(quest.id, structuredClone(quest));
  }
}
