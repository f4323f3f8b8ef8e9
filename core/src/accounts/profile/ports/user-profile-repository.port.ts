import type { UserProfile } from '../domain/user-profile.entity.ts';

export interface UserProfileRepositoryPort {
  /** The saved profile, or null when the person never saved one. */
  find(userId: string): Promise<UserProfile | null>;
  /** Inserts or replaces the whole profile. */
  save(profile: UserProfile): Promise<void>;
}
