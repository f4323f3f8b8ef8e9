import { emptyProfile, type UserProfile } from '../domain/user-profile.entity.ts';
import type { ProfileDeps } from './profile-deps.ts';

/** The signed-in person's profile; one never saved reads as the empty profile. */
export class GetUserProfile {
  private readonly deps: Pick<ProfileDeps, 'profiles'>;

  constructor(deps: Pick<ProfileDeps, 'profiles'>) {
    this.deps = deps;
  }

  async execute(input: { userId: string }): Promise<UserProfile> {
    return (await this.deps.profiles.find(input.userId)) ?? emptyProfile(input.userId);
  }
}
