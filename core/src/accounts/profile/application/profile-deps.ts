import type { ClockPort } from '../../../shared/clock.port.ts';
import type { UserProfileRepositoryPort } from '../ports/user-profile-repository.port.ts';

export interface ProfileDeps {
  profiles: UserProfileRepositoryPort;
  clock: ClockPort;
}
