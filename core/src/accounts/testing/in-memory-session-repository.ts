import type { Session } from '../domain/session.entity.ts';
import type { SessionRepositoryPort } from '../ports/session-repository.port.ts';

export class InMemorySessionRepository implements SessionRepositoryPort {
  readonly #sessions = new Map<string, Session>();

  async findById(id: string): Promise<Session | null> {
    const session = this.#sessions.get(id);
    return session ? structuredClone(session) : null;
  }

  async save(session: Session): Promise<void> {
    this.#sessions.set(session.id, structuredClone(session));
  }

  async delete(id: string): Promise<void> {
    this.#sessions.delete(id);
  }

  async deleteAllForUser(userId: string, exceptSessionId?: string): Promise<void> {
    for (const session of [...this.#sessions.values()]) {
      if (session.userId === userId && session.id !== exceptSessionId) this.#sessions.delete(session.id);
    }
  }
}
