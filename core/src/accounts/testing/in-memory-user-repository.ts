import type { User } from '../domain/user.entity.ts';
import type { UserRepositoryPort } from '../ports/user-repository.port.ts';

const sameText = (a: string, b: string): boolean => a.toLowerCase() === b.toLowerCase();

/**
 * Twin of the PostgreSQL repository for core tests. It stores copies, so a caller that keeps an
 * object cannot change what is stored, and it refuses case-insensitive duplicates as the unique
 * indexes do.
 */
export class InMemoryUserRepository implements UserRepositoryPort {
  readonly #users = new Map<string, User>();

  async findById(id: string): Promise<User | null> {
    return this.#copy(this.#users.get(id));
  }

  async findByUsername(username: string): Promise<User | null> {
    return this.#find((u) => sameText(u.username, username));
  }

  async findByEmail(email: string): Promise<User | null> {
    return this.#find((u) => sameText(u.email, email));
  }

  async findByDisplayName(displayName: string): Promise<User | null> {
    return this.#find((u) => sameText(u.displayName, displayName));
  }

  async findByIds(ids: readonly string[]): Promise<User[]> {
    const wanted = new Set(ids);
    return [...this.#users.values()].filter((u) => wanted.has(u.id)).map((u) => structuredClone(u));
  }

  async findCreatorsByName(prefix: string, limit: number): Promise<User[]> {
    const start = prefix.toLowerCase();
    return [...this.#users.values()]
      .filter((u) => u.userType === 'Creator' && u.status === 'active')
      .filter((u) => u.username.toLowerCase().startsWith(start) || u.displayName.toLowerCase().startsWith(start))
      .sort((a, b) => a.displayName.toLowerCase().localeCompare(b.displayName.toLowerCase()) || a.id.localeCompare(b.id))
      .slice(0, limit)
      .map((u) => structuredClone(u));
  }

  async save(user: User): Promise<void> {
    const clash = [...this.#users.values()].find(
      (u) =>
        u.id !== user.id &&
        (sameText(u.username, user.username) || sameText(u.email, user.email) || sameText(u.displayName, user.displayName)),
    );
    if (clash) throw new Error(`A user with that username, email or display name already exists (${clash.id}).`);
    this.#users.set(user.id, structuredClone(user));
  }

  async delete(id: string): Promise<void> {
    this.#users.delete(id);
  }

  #find(predicate: (user: User) => boolean): User | null {
    return this.#copy([...this.#users.values()].find(predicate));
  }

  #copy(user: User | undefined): User | null {
    return user ? structuredClone(user) : null;
  }
}
