import type { MatchmakingList } from '../domain/matchmaking-list.entity.ts';
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
}
