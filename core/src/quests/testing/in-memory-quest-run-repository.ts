import { encodeCursor, keysetPage } from '../../shared/keyset.ts';
import type { PageRequest } from '../../shared/page.ts';
import { questRunKey, STATUSES_OF_TAB, type QuestRunTab } from '../domain/quest-orders.ts';
import type { QuestRunStatus } from '../domain/quest-run.machine.ts';
import type { QuestRun } from '../domain/quest-run.entity.ts';
import type { QuestRunRepositoryPort } from '../ports/quest-run-repository.port.ts';
import { disputeOpen } from '../domain/quest-dispute.ts';

const byCreation = (a: QuestRun, b: QuestRun): number => a.createdAt.getTime() - b.createdAt.getTime() || a.id.localeCompare(b.id);

/** Twin of the PostgreSQL repository; stored runs are copies. */
export class InMemoryQuestRunRepository implements QuestRunRepositoryPort {
  readonly #runs = new Map<string, QuestRun>();

  async findById(id: string): Promise<QuestRun | null> {
    const run = this.#runs.get(id);
    return run ? structuredClone(run) : null;
  }

  async findByIds(ids: readonly string[]): Promise<QuestRun[]> {
    return [...new Set(ids)].flatMap((id) => {
      const run = this.#runs.get(id);
      return run ? [structuredClone(run)] : [];
    });
  }

  async listByQuestAndCreator(questId: string, creatorId: string): Promise<QuestRun[]> {
    return this.#all()
      .filter((run) => run.questId === questId && run.creatorId === creatorId)
      .sort(byCreation);
  }

  async listOverdue(now: Date): Promise<QuestRun[]> {
    return this.#all()
      .filter((run) => run.dueAt !== null && run.dueAt.getTime() <= now.getTime() && !disputeOpen(run))
      .sort((a, b) => (a.dueAt?.getTime() ?? 0) - (b.dueAt?.getTime() ?? 0) || a.id.localeCompare(b.id));
  }

  async listOpenDisputes(): Promise<QuestRun[]> {
    return this.#all()
      .filter(disputeOpen)
      .sort((a, b) => a.updatedAt.getTime() - b.updatedAt.getTime() || a.id.localeCompare(b.id))
      .slice(0, 200);
  }

  async listByQuest(questId: string, tab: QuestRunTab, page: PageRequest): Promise<QuestRun[]> {
    return keysetPage(
      this.#all().filter((run) => run.questId === questId && STATUSES_OF_TAB[tab].includes(run.status)),
      questRunKey,
      page,
    );
  }

  async listByCreator(creatorId: string, tab: QuestRunTab, page: PageRequest): Promise<QuestRun[]> {
    return keysetPage(
      this.#all().filter((run) => run.creatorId === creatorId && STATUSES_OF_TAB[tab].includes(run.status)),
      questRunKey,
      page,
    );
  }

  async listByCompany(companyId: string, tab: QuestRunTab, page: PageRequest): Promise<QuestRun[]> {
    return keysetPage(
      this.#all().filter((run) => run.companyId === companyId && STATUSES_OF_TAB[tab].includes(run.status)),
      questRunKey,
      page,
    );
  }

  async listByCompanyInStatus(companyId: string, status: QuestRunStatus): Promise<QuestRun[]> {
    return this.#all()
      .filter((run) => run.companyId === companyId && run.status === status)
      .sort(byCreation)
      .slice(0, 200);
  }

  async listTimed(afterId: string | null, limit: number): Promise<QuestRun[]> {
    return this.#all()
      .filter((run) => (run.dueAt !== null || run.status === 'PAYOUT') && (afterId === null || run.id > afterId))
      .sort((a, b) => (a.id < b.id ? -1 : 1))
      .slice(0, limit);
  }

  async save(run: QuestRun): Promise<void> {
    this.#runs.set(run.id, structuredClone(run));
  }

  cursorOf(run: QuestRun): string {
    return encodeCursor(questRunKey(run));
  }

  #all(): QuestRun[] {
    return [...this.#runs.values()].map((run) => structuredClone(run));
  }
}
