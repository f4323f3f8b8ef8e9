import type { Company } from '../domain/company.entity.ts';
import type { Session } from '../domain/session.entity.ts';
import type { User } from '../domain/user.entity.ts';

/** A session with what a signed-in request needs of its account: the user and the user's company. */
export interface SignedIn {
  session: Session;
  user: User;
  company: Company | null;
}

export interface SessionRepositoryPort {
  findById(id: string): Promise<Session | null>;
  /** The session, its user and the user's company (with every member), in one read: each signed-in request starts here. */
  findSignedIn(id: string): Promise<SignedIn | null>;
  /** Inserts or updates. */
  save(session: Session): Promise<void>;
  delete(id: string): Promise<void>;
  /** Signs the user out everywhere, except the session that asked (password change keeps it). */
  deleteAllForUser(userId: string, exceptSessionId?: string): Promise<void>;
}
