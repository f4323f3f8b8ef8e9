import type { UserProfile } from '../domain/user-profile.entity.ts';
import type { UserProfileRepositoryPort } from '../ports/user-profile-repository.port.ts';

export class InMemoryUserProfileRepository implements UserProfileRepositoryPort {
  readonly #profiles = new Map<string, UserProfile>();

  async find(userId: string): Promise<UserProfile | null> {
    const profile = this.#profiles.get(userId);
    return profile ? structuredClone(profile) : null;
  }

  async save(profile: UserProfile): Promise<void> {
    this.#profiles.set(profile.userId, structuredClone(profile));
  }
}
