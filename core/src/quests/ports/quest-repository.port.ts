import type { Quest } from '../domain/quest.entity.ts';

export interface QuestRepositoryPort {
  findById(id: string): Promise<Quest | null>;
  /** Inserts or updates the whole quest. */
  save(quest: Quest): Promise<void>;
}
