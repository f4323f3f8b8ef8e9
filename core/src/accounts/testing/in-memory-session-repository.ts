import type { Session } from '../domain/session.entity.ts';
import type { CompanyRepositoryPort } from '../ports/company-repository.port.ts';
import type { SessionRepositoryPort, SignedIn } from '../ports/session-repository.port.ts';
import type { UserRepositoryPort } from '../ports/user-repository.port.ts';

export class InMemorySessionRepository implements SessionRepositoryPort {
  readonly #sessions = new Map<string, Session>();
  readonly #users: UserRepositoryPort;
  readonly #companies: CompanyRepositoryPort;

  /** The stores a session's user and company are read from, as the database's joins would. */
  constructor(stores: { users: UserRepositoryPort; companies: CompanyRepositoryPort }) {
    this.#users = stores.users;
    this.#companies = stores.companies;
  }

  async findById(id: string): Promise<Session | null> {
    const session = this.#sessions.get(id);
    return session ? structuredClone(session) : null;
  }

  async findSignedIn(id: string): Promise<SignedIn | null> {
    const session = await this.findById(id);
    if (!session) return null;
    const user = await this.#users.findById(session.userId);
    // The database deletes a user's sessions with the user (on delete cascade); so does this twin.
    if (!user) return (void this.#sessions.delete(id), null);
    return { session, user, company: await this.#companies.findByMemberUserId(user.id) };
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
