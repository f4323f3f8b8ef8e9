import type { QuestRun } from '../domain/quest-run.entity.ts';

export interface QuestRunRepositoryPort {
  findById(id: string): Promise<QuestRun | null>;
  /** Every run of a creator on a quest, whatever its status, oldest first. */
  listByQuestAndCreator(questId: string, creatorId: string): Promise<QuestRun[]>;
  /** Runs whose current deadline (`dueAt`) is at or before `now`, earliest deadline first. */
  listOverdue(now: Date): Promise<QuestRun[]>;
  /** Inserts or updates the whole run, with its bids, submissions and badges. */
  save(run: QuestRun): Promise<void>;
}
