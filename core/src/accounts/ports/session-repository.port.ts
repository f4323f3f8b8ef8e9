import type { Session } from '../domain/session.entity.ts';

export interface SessionRepositoryPort {
  findById(id: string): Promise<Session | null>;
  /** Inserts or updates. */
  save(session: Session): Promise<void>;
  delete(id: string): Promise<void>;
  deleteAllForUser(userId: string): Promise<void>;
}
