import { SettableClock } from '../../shared/testing/settable-clock.ts';
import type { ProgramsDeps } from '../application/programs-deps.ts';
import { PROGRAM_NOW } from './builders.ts';
import { RecordedMembershipEvents } from './recorded-membership-events.ts';
import { InMemoryApplicantEligibility } from './in-memory-applicant-eligibility.ts';
import { InMemoryAnnouncementRepository } from './in-memory-announcement-repository.ts';
import { InMemoryCreatorProgramRepository } from './in-memory-creator-program-repository.ts';
import { InMemoryMembershipRepository } from './in-memory-membership-repository.ts';
import { InMemoryProgramActivations } from './in-memory-program-activations.ts';
import { InMemoryCustomDomains } from './in-memory-custom-domains.ts';

export interface ProgramsTestDeps extends ProgramsDeps {
  programs: InMemoryCreatorProgramRepository;
  memberships: InMemoryMembershipRepository;
  announcements: InMemoryAnnouncementRepository;
  eligibility: InMemoryApplicantEligibility;
  events: RecordedMembershipEvents;
  activations: InMemoryProgramActivations;
  domains: InMemoryCustomDomains;
  clock: SettableClock;
}

export function programsTestDeps(now: Date = PROGRAM_NOW): ProgramsTestDeps {
  return {
    programs: new InMemoryCreatorProgramRepository(),
    memberships: new InMemoryMembershipRepository(),
    announcements: new InMemoryAnnouncementRepository(),
    eligibility: new InMemoryApplicantEligibility(),
    events: new RecordedMembershipEvents(),
    activations: new InMemoryProgramActivations(),
    domains: new InMemoryCustomDomains(),
    clock: new SettableClock(now),
  };
}
