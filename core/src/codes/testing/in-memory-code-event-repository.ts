import type { CodeEvent } from '../domain/code-event.entity.ts';
import type { CodeEventRepositoryPort } from '../ports/code-event-repository.port.ts';

export class InMemoryCodeEventRepository implements CodeEventRepositoryPort {
  readonly #events: CodeEvent[] = [];

  async record(event: CodeEvent): Promise<void> {
    this.#events.push(structuredClone(event));
  }

  async recordAll(events: readonly CodeEvent[]): Promise<void> {
    for (const event of events) await this.record(event);
  }

  async listByCode(codeId: string): Promise<CodeEvent[]> {
    return this.#events
      .filter((e) => e.codeId === codeId)
      .sort((a, b) => a.at.getTime() - b.at.getTime())
      .map((e) => structuredClone(e));
  }
}
