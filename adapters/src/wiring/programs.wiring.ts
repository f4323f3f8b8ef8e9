import type { ProgramsDeps } from '@lurkit/core/programs/application/programs-deps.ts';
import { CancelRunsOfFormerMember } from '@lurkit/core/missions/application/cancel-runs-of-former-member.ts';
import type { EntityManager } from '@mikro-orm/postgresql';
import { ChannelsCreatorEligibility } from '../postgres/keys/channels-creator-eligibility.ts';
import { ChannelsApplicantEligibility } from '../postgres/programs/channels-applicant-eligibility.ts';
import { MikroOrmAnnouncementRepository } from '../postgres/programs/mikro-orm-announcement-repository.ts';
import { MikroOrmCreatorProgramRepository } from '../postgres/programs/mikro-orm-creator-program-repository.ts';
import { MikroOrmMembershipRepository } from '../postgres/programs/mikro-orm-membership-repository.ts';
import { TableProgramActivations } from '../postgres/programs/table-program-activations.ts';
import { TableCustomDomains } from '../postgres/programs/table-custom-domains.ts';
import { TableCompanyCreatorLists } from '../postgres/keys/table-company-creator-lists.ts';
import type { Infrastructure } from './infrastructure.ts';
import { QueuedMailer } from '../mail/queued-mailer.ts';
import { AccountsCreatorDirectory } from '../postgres/keys/accounts-creator-directory.ts';
import { notifyingMailer } from './notifications.wiring.ts';
import { missionsWiring } from './missions.wiring.ts';
import { TableProgramInvitations } from '../postgres/programs/table-program-invitations.ts';
import { SandboxDnsResolver } from '../dns/sandbox-dns-resolver.ts';
import { PgBossDomainChecks } from '../jobs/pg-boss-domain-checks.ts';
import { jobDatabaseOf } from '../jobs/job-database.ts';

/** Creator Programs on one unit of work; a membership that ends cancels the creator's runs in the same transaction. */
export const programsWiring = (em: EntityManager, infra: Infrastructure): ProgramsDeps => ({
  programs: new MikroOrmCreatorProgramRepository(em),
  memberships: new MikroOrmMembershipRepository(em),
  announcements: new MikroOrmAnnouncementRepository(em),
  eligibility: new ChannelsApplicantEligibility(new ChannelsCreatorEligibility(em, 'key', 'CREATOR_PROGRAM')),
  events: {
    membershipEnded: async (programId, creatorId) => {
      await new CancelRunsOfFormerMember(missionsWiring(em, infra)).execute({ programId, creatorId });
    },
  },
  activations: new TableProgramActivations(em),
  domains: new TableCustomDomains(em),
  dns: infra.dns ?? new SandboxDnsResolver(em),
  domainChecks: new PgBossDomainChecks(infra.queue, jobDatabaseOf(em), () => infra.clock.now()),
  invitations: new TableProgramInvitations(em),
  creatorLists: new TableCompanyCreatorLists(em),
  applicants: { findApplicant: (creatorId) => new AccountsCreatorDirectory(em).findCreator(creatorId) },
  mailer: notifyingMailer(new QueuedMailer(em), em, infra),
  clock: infra.clock,
});
