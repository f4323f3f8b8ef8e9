import type { User } from '../domain/user.entity.ts';

/** Lookups by username, email and display name ignore case: they are unique regardless of case. */
export interface UserRepositoryPort {
  findById(id: string): Promise<User | null>;
  findByUsername(username: string): Promise<User | null>;
  findByEmail(email: string): Promise<User | null>;
  findByDisplayName(displayName: string): Promise<User | null>;
  findByIds(ids: readonly string[]): Promise<User[]>;
  /** Inserts or updates. */
  save(user: User): Promise<void>;
  delete(id: string): Promise<void>;
}
