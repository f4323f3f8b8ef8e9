import { SettableClock } from '../../shared/testing/settable-clock.ts';
import { RecordingMailer } from '../../shared/testing/recording-mailer.ts';
import { InMemoryApplicantDirectory } from './in-memory-applicant-directory.ts';
import type { ProgramsDeps } from '../application/programs-deps.ts';
import { PROGRAM_NOW } from './builders.ts';
import { RecordedMembershipEvents } from './recorded-membership-events.ts';
import { InMemoryApplicantEligibility } from './in-memory-applicant-eligibility.ts';
import { InMemoryAnnouncementRepository } from './in-memory-announcement-repository.ts';
import { InMemoryCreatorProgramRepository } from './in-memory-creator-program-repository.ts';
import { InMemoryMembershipRepository } from './in-memory-membership-repository.ts';
import { InMemoryProgramActivations } from './in-memory-program-activations.ts';
import { InMemoryCustomDomains } from './in-memory-custom-domains.ts';
import { FakeDnsResolver } from './fake-dns-resolver.ts';
import { RecordedDomainChecks } from './recorded-domain-checks.ts';
import { InMemoryProgramInvitations } from './in-memory-program-invitations.ts';
import { InMemoryProgramCreatorLists } from './in-memory-program-creator-lists.ts';

export type ProgramsTestDeps = ReturnType<typeof programsTestDeps>;

export function programsTestDeps(now: Date = PROGRAM_NOW) {
  const programs = new InMemoryCreatorProgramRepository();
  return {
    programs,
    memberships: new InMemoryMembershipRepository(programs),
    announcements: new InMemoryAnnouncementRepository(),
    eligibility: new InMemoryApplicantEligibility(),
    events: new RecordedMembershipEvents(),
    activations: new InMemoryProgramActivations(),
    domains: new InMemoryCustomDomains(),
    dns: new FakeDnsResolver(),
    domainChecks: new RecordedDomainChecks(),
    applicants: new InMemoryApplicantDirectory(),
    invitations: new InMemoryProgramInvitations(),
    creatorLists: new InMemoryProgramCreatorLists(),
    mailer: new RecordingMailer(),
    clock: new SettableClock(now),
  } satisfies ProgramsDeps;
}
