import type { ClockPort } from '../../shared/clock.port.ts';
import type { MailerPort } from '../../shared/mailer.port.ts';
import type { ApplicantDirectoryPort } from '../ports/applicant-directory.port.ts';
import type { ApplicantEligibilityPort } from '../ports/applicant-eligibility.port.ts';
import type { AnnouncementRepositoryPort } from '../ports/announcement-repository.port.ts';
import type { CreatorProgramRepositoryPort } from '../ports/creator-program-repository.port.ts';
import type { CustomDomainRepositoryPort } from '../ports/custom-domain-repository.port.ts';
import type { DnsResolverPort } from '../ports/dns-resolver.port.ts';
import type { DomainCheckJobsPort } from '../ports/domain-check-jobs.port.ts';
import type { MembershipEventsPort } from '../ports/membership-events.port.ts';
import type { MembershipRepositoryPort } from '../ports/membership-repository.port.ts';
import type { ProgramActivationsPort } from '../ports/program-activations.port.ts';
import type { ProgramInvitationsPort } from '../ports/program-invitations.port.ts';
import type { ProgramCreatorListsPort } from '../ports/program-creator-lists.port.ts';

/** Everything the programs use cases may need; each use case declares the part it uses with Pick. */
export interface ProgramsDeps {
  programs: CreatorProgramRepositoryPort;
  memberships: MembershipRepositoryPort;
  announcements: AnnouncementRepositoryPort;
  eligibility: ApplicantEligibilityPort;
  events: MembershipEventsPort;
  activations: ProgramActivationsPort;
  /** The company page's custom domain (page settings). */
  domains: CustomDomainRepositoryPort;
  /** Reads the TXT record that proves a company owns its custom domain. */
  dns: DnsResolverPort;
  /** Queues a domain's check in the worker. */
  domainChecks: DomainCheckJobsPort;
  /** Applicants' addresses, for the system's decisions (the request SLA). */
  applicants: ApplicantDirectoryPort;
  /** Whether the company invited the creator and the creator accepted: their application is accepted at once. */
  invitations: ProgramInvitationsPort;
  /** The company's creator lists, which the Requirements step may pick as who may apply. */
  creatorLists: ProgramCreatorListsPort;
  /** Mail with an in-app notification to the creator. */
  mailer: MailerPort;
  clock: ClockPort;
}
