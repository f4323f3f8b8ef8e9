import type { AccountsDeps } from '@lurkit/core/accounts/application/accounts-deps.ts';
import type { EntityManager } from '@mikro-orm/postgresql';
import { jobDatabaseOf } from '../jobs/job-database.ts';
import { PgBossAccountLinkRequests } from '../jobs/pg-boss-account-link-requests.ts';
import { QueuedMailer } from '../mail/queued-mailer.ts';
import { QuotaMailer } from '@lurkit/core/shared/mail-quota.ts';
import { MikroOrmAccountTokenRepository } from '../postgres/accounts/mikro-orm-account-token-repository.ts';
import { MikroOrmCompanyInvitationRepository } from '../postgres/accounts/mikro-orm-company-invitation-repository.ts';
import { MikroOrmCompanyRepository } from '../postgres/accounts/mikro-orm-company-repository.ts';
import { MikroOrmSessionRepository } from '../postgres/accounts/mikro-orm-session-repository.ts';
import { MikroOrmUserRepository } from '../postgres/accounts/mikro-orm-user-repository.ts';
import { PlanMemberLimits } from '../postgres/billing/accounts-billing-directory.ts';
import type { Infrastructure } from './infrastructure.ts';

/** The accounts context on one unit of work; mails are queued in its transaction when it has one. */
export const accountsWiring = (em: EntityManager, infra: Infrastructure): AccountsDeps => ({
  users: new MikroOrmUserRepository(em, infra.accountChanges),
  companies: new MikroOrmCompanyRepository(em, infra.accountChanges),
  invitations: new MikroOrmCompanyInvitationRepository(em),
  tokens: new MikroOrmAccountTokenRepository(em),
  sessions: new MikroOrmSessionRepository(em, infra.accountChanges),
  hasher: infra.hasher,
  // Every accounts mail counts against its address's hourly quota (MAILS_PER_ADDRESS).
  mailer: new QuotaMailer(new QueuedMailer(em), infra.limits, infra.clock),
  linkRequests: new PgBossAccountLinkRequests(infra.queue, jobDatabaseOf(em)),
  clock: infra.clock,
  limits: infra.limits,
  appUrl: infra.appUrl,
  memberLimits: new PlanMemberLimits(em),
});
