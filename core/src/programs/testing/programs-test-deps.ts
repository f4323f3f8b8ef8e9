import { SettableClock } from '../../shared/testing/settable-clock.ts';
import type { ProgramsDeps } from '../application/programs-deps.ts';
import { PROGRAM_NOW } from './builders.ts';
import { InMemoryAnnouncementRepository } from './in-memory-announcement-repository.ts';
import { InMemoryCreatorProgramRepository } from './in-memory-creator-program-repository.ts';
import { InMemoryMembershipRepository } from './in-memory-membership-repository.ts';

export interface ProgramsTestDeps extends ProgramsDeps {
  programs: InMemoryCreatorProgramRepository;
  memberships: InMemoryMembershipRepository;
  announcements: InMemoryAnnouncementRepository;
  clock: SettableClock;
}

export function programsTestDeps(now: Date = PROGRAM_NOW): ProgramsTestDeps {
  return {
    programs: new InMemoryCreatorProgramRepository(),
    memberships: new InMemoryMembershipRepository(),
    announcements: new InMemoryAnnouncementRepository(),
    clock: new SettableClock(now),
  };
}
