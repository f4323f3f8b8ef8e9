import type { QuestRun } from '../domain/quest-run.entity.ts';
import type { QuestRunRepositoryPort } from '../ports/quest-run-repository.port.ts';

const byCreation = (a: QuestRun, b: QuestRun): number => a.createdAt.getTime() - b.createdAt.getTime() || a.id.localeCompare(b.id);

/** Twin of the PostgreSQL repository; stored runs are copies. */
export class InMemoryQuestRunRepository implements QuestRunRepositoryPort {
  readonly #runs = new Map<string, QuestRun>();

  async findById(id: string): Promise<QuestRun | null> {
    const run = this.#runs.get(id);
    return run ? structuredClone(run) : null;
  }

  async listByQuestAndCreator(questId: string, creatorId: string): Promise<QuestRun[]> {
    return [...this.#runs.values()]
      .filter((run) => run.questId === questId && run.creatorId === creatorId)
      .sort(byCreation)
      .map((run) => structuredClone(run));
  }

  async listOverdue(now: Date): Promise<QuestRun[]> {
    return [...this.#runs.values()]
      .filter((run) => run.dueAt !== null && run.dueAt.getTime() <= now.getTime())
      .sort((a, b) => (a.dueAt?.getTime() ?? 0) - (b.dueAt?.getTime() ?? 0) || a.id.localeCompare(b.id))
      .map((run) => structuredClone(run));
  }

  async save(run: QuestRun): Promise<void> {
    this.#runs.set(run.id, structuredClone(run));
  }
}
