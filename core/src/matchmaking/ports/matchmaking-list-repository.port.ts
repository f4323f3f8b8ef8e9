import type { MatchmakingList } from '../domain/matchmaking-list.entity.ts';

export interface MatchmakingListRepositoryPort {
  findById(id: string): Promise<MatchmakingList | null>;
  /** Inserts or updates. */
  save(list: MatchmakingList): Promise<void>;
}
