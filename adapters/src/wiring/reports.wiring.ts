import type { ReportsDeps } from '@lurkit/core/reports/application/reports-deps.ts';
import type { EntityManager } from '@mikro-orm/postgresql';
import { AccountsReportedUsers } from '../postgres/reports/accounts-reported-users.ts';
import { MikroOrmReportRepository } from '../postgres/reports/mikro-orm-report-repository.ts';
import type { Infrastructure } from './infrastructure.ts';

export const reportsWiring = (em: EntityManager, infra: Infrastructure): ReportsDeps => ({
  reports: new MikroOrmReportRepository(em),
  users: new AccountsReportedUsers(em),
  clock: infra.clock,
});
