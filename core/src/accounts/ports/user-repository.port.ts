import type { User } from '../domain/user.entity.ts';

/** Lookups by username, email and display name ignore case: they are unique regardless of case. */
export interface UserRepositoryPort {
  findById(id: string): Promise<User | null>;
  findByUsername(username: string): Promise<User | null>;
  findByEmail(email: string): Promise<User | null>;
  findByDisplayName(displayName: string): Promise<User | null>;
  findByIds(ids: readonly string[]): Promise<User[]>;
  /**
   * Active Creators whose username or display name starts with `prefix` (any case), by display name
   * then id, at most `limit`: people are picked by name, never by typing their id.
   */
  findCreatorsByName(prefix: string, limit: number): Promise<User[]>;
  /** Inserts or updates. */
  save(user: User): Promise<void>;
  delete(id: string): Promise<void>;
}
