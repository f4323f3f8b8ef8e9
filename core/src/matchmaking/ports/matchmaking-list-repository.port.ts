import type { MatchmakingList, MatchmakingListSummary } from '../domain/matchmaking-list.entity.ts';

export interface MatchmakingListRepositoryPort {
  findById(id: string): Promise<MatchmakingList | null>;
  /** Inserts or updates. */
  save(list: MatchmakingList): Promise<void>;
  /** The company's lists, newest first, at most `limit`. */
  listByCompany(companyId: string, limit: number): Promise<MatchmakingListSummary[]>;
}
