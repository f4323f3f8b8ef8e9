import { summaryOf, type MatchmakingList, type MatchmakingListSummary } from '../domain/matchmaking-list.entity.ts';
import type { MatchmakingListRepositoryPort } from '../ports/matchmaking-list-repository.port.ts';

export class InMemoryMatchmakingListRepository implements MatchmakingListRepositoryPort {
  readonly #lists = new Map<string, MatchmakingList>();

  async findById(id: string): Promise<MatchmakingList | null> {
    const list = this.#lists.get(id);
    return list ? structuredClone(list) : null;
  }

  async save(list: MatchmakingList): Promise<void> {
    this.#lists.set(list.id, structuredClone(list));
  }

  async listByCompany(companyId: string, limit: number): Promise<MatchmakingListSummary[]> {
    return [...this.#lists.values()]
      .filter((l) => l.companyId === companyId)
      .sort((a, b) => b.createdAt.getTime() - a.createdAt.getTime() || (a.id < b.id ? 1 : -1))
      .slice(0, limit)
      .map((l) => structuredClone(summaryOf(l)));
  }
}
