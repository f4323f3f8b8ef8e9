import type { PageRequest } from '../../shared/page.ts';
import type { QuestRunTab } from '../domain/quest-orders.ts';
import type { QuestRunStatus } from '../domain/quest-run.machine.ts';
import type { QuestRun } from '../domain/quest-run.entity.ts';

export interface QuestRunRepositoryPort {
  findById(id: string): Promise<QuestRun | null>;
  findByIds(ids: readonly string[]): Promise<QuestRun[]>;
  /** Every run of a creator on a quest, whatever its status, oldest first. */
  listByQuestAndCreator(questId: string, creatorId: string): Promise<QuestRun[]>;
  /** Runs whose current deadline (`dueAt`) is at or before `now`, earliest deadline first; a run under an open dispute is frozen, so never. */
  listOverdue(now: Date): Promise<QuestRun[]>;
  /** Runs under an open dispute, the longest waiting first, at most 200 (the staff's queue). */
  listOpenDisputes(): Promise<QuestRun[]>;
  /** One participants tab of a quest, most recently changed first. */
  listByQuest(questId: string, tab: QuestRunTab, page: PageRequest): Promise<QuestRun[]>;
  /** One deals tab of a creator, most recently changed first. */
  listByCreator(creatorId: string, tab: QuestRunTab, page: PageRequest): Promise<QuestRun[]>;
  /** One creator-management tab across every quest of a company, most recently changed first. */
  listByCompany(companyId: string, tab: QuestRunTab, page: PageRequest): Promise<QuestRun[]>;
  /** A company's runs in one status, oldest first (the cart: accepted offers awaiting payment). At most 200. */
  listByCompanyInStatus(companyId: string, status: QuestRunStatus): Promise<QuestRun[]>;
  /** Runs with a timed step or awaiting payout, by id after `afterId`, at most `limit` (re-arming timers). */
  listTimed(afterId: string | null, limit: number): Promise<QuestRun[]>;
  /** Inserts or updates the whole run, with its bids, submissions and badges. */
  save(run: QuestRun): Promise<void>;
  cursorOf(run: QuestRun): string;
}
