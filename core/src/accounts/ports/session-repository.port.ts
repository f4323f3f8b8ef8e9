import type { Session } from '../domain/session.entity.ts';

export interface SessionRepositoryPort {
  findById(id: string): Promise<Session | null>;
  /** Inserts or updates. */
  save(session: Session): Promise<void>;
  delete(id: string): Promise<void>;
  /** Signs the user out everywhere, except the session that asked (password change keeps it). */
  deleteAllForUser(userId: string, exceptSessionId?: string): Promise<void>;
}
