import type { MissionsDeps } from '@lurkit/core/missions/application/missions-deps.ts';
import type { EntityManager } from '@mikro-orm/postgresql';
import { jobDatabaseOf } from '../jobs/job-database.ts';
import { PgBossMissionJobs } from '../jobs/pg-boss-mission-jobs.ts';
import { CodesRewardCodes } from '../postgres/codes/codes-reward-codes.ts';
import { MikroOrmInsightsStatistics } from '../postgres/insights/mikro-orm-insights-statistics.ts';
import { StoreMissionProgress } from '../postgres/missions/store-mission-progress.ts';
import { MikroOrmMissionRepository } from '../postgres/missions/mikro-orm-mission-repository.ts';
import { MikroOrmMissionRunRepository } from '../postgres/missions/mikro-orm-mission-run-repository.ts';
import { MikroOrmMissionClicks } from '../postgres/missions/mikro-orm-mission-clicks.ts';
import { TableCreatorProgramLookup } from '../postgres/missions/table-creator-program-lookup.ts';
import { TableHeldMissions } from '../postgres/missions/table-held-missions.ts';
import { codesWiring } from './codes.wiring.ts';
import { QueuedMailer } from '../mail/queued-mailer.ts';
import { notifyingMailer } from './notifications.wiring.ts';
import { AccountsCreatorDirectory } from '../postgres/keys/accounts-creator-directory.ts';
import { TableCreatorFeed } from '../postgres/missions/table-creator-feed.ts';
import { TableMissionVip } from '../postgres/missions/table-mission-vip.ts';
import type { Infrastructure } from './infrastructure.ts';
import { companyEventsOf } from './webhooks.wiring.ts';

/**
 * Missions on one unit of work: progress from tracked-link clicks and the statistics store, code rewards from the codes context's repositories, timers as pg-boss
 * jobs in the same transaction, and staff's queue of missions held for review.
 */
export const missionsWiring = (em: EntityManager, infra: Infrastructure): MissionsDeps & { held: TableHeldMissions } => ({
  missions: new MikroOrmMissionRepository(em),
  runs: new MikroOrmMissionRunRepository(em),
  programs: new TableCreatorProgramLookup(em),
  vip: new TableMissionVip(em),
  // Clicks counted here; stream and video metrics read from the insights lane's statistics store.
  progress: new StoreMissionProgress(em, new MikroOrmInsightsStatistics(em)),
  codes: new CodesRewardCodes({ ...codesWiring(em, infra), clock: infra.clock }),
  jobs: new PgBossMissionJobs(infra.queue, jobDatabaseOf(em)),
  // A mission's creators are the keys context's creators: the same accounts, read the same way.
  creators: new AccountsCreatorDirectory(em),
  mailer: notifyingMailer(new QueuedMailer(em), em, infra),
  clicks: new MikroOrmMissionClicks(em),
  feed: new TableCreatorFeed(em),
  held: new TableHeldMissions(em),
  clock: infra.clock,
  events: companyEventsOf(em, infra),
});
