import type { UserEvent, UserEventRepositoryPort } from '../user-event-repository.port.ts';

/** Twin of the database repository: one event per id, as the primary key demands; stores copies. */
export class InMemoryUserEventRepository implements UserEventRepositoryPort {
  readonly #events = new Map<string, UserEvent>();

  async record(event: UserEvent): Promise<void> {
    if (this.#events.has(event.id)) throw new Error(`Event ${event.id} is already recorded.`);
    this.#events.set(event.id, structuredClone(event));
  }

  /** Newest first, ties by id, as the database adapter lists them. */
  async listRecent(limit = 50): Promise<UserEvent[]> {
    return [...this.#events.values()]
      .sort((a, b) => b.createdAt.getTime() - a.createdAt.getTime() || a.id.localeCompare(b.id))
      .slice(0, limit)
      .map((e) => structuredClone(e));
  }
}
