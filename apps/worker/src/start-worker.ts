import { MailDrain } from '@lurkit/adapters/mail/mail-drain.ts';
import type { JobHandler, JobSendOptions, PgBossJobQueue, WorkOptions } from '@lurkit/adapters/jobs/pg-boss-job-queue.ts';
import type { Container } from 'inversify';
import { EXPIRE_KEY_CONTENT_JOB, REMIND_KEY_CONTENT_JOB } from '@lurkit/adapters/jobs/key-content-timers.job.ts';
import { expireKeyContentHandler, remindKeyContentHandler } from './jobs/key-content-timers.handler.ts';
import { sendAccountLinkHandler } from './jobs/send-account-link.handler.ts';
import { SEND_ACCOUNT_LINK_JOB } from '@lurkit/adapters/jobs/send-account-link.job.ts';
import { WORKER_TOKENS } from './tokens.ts';
import { EXPIRE_QUEST_RUN_JOB, PAY_OUT_QUEST_RUN_JOB, REMIND_QUEST_RUN_JOB } from '@lurkit/adapters/jobs/quest-timers.job.ts';
import { ArmQuestTimers } from '@lurkit/core/quests/application/quest-run-timers.ts';
import { expireQuestRunHandler, payOutQuestRunHandler, remindQuestRunHandler } from './jobs/quest-timers.handler.ts';
import { MISSION_ENDED_JOB, REMIND_MISSION_RUN_JOB } from '@lurkit/adapters/jobs/mission-timers.job.ts';
import { missionEndedHandler, remindMissionRunHandler } from './jobs/mission-timers.handler.ts';
import { REFRESH_CONNECTIONS_JOB } from '@lurkit/adapters/jobs/refresh-connections.job.ts';
import { SYNC_CHANNELS_JOB } from '@lurkit/adapters/jobs/sync-channels.job.ts';
import { SAMPLE_LIVE_STREAMS_JOB } from '@lurkit/adapters/jobs/sample-live-streams.job.ts';
import { CLOSE_STATISTICS_DAY_JOB } from '@lurkit/adapters/jobs/close-statistics-day.job.ts';
import { syncChannelsHandler } from './jobs/sync-channels.handler.ts';
import { sampleLiveStreamsHandler } from './jobs/sample-live-streams.handler.ts';
import { closeStatisticsDayHandler } from './jobs/close-statistics-day.handler.ts';
import { refreshConnectionsHandler } from './jobs/refresh-connections.handler.ts';
import { VERIFY_CREATOR_ACCESS_JOB } from '@lurkit/adapters/jobs/verify-creator-access.job.ts';
import { verifyCreatorAccessHandler } from './jobs/verify-creator-access.handler.ts';
import { FETCH_GAME_FEEDS_JOB, SYNC_GAME_CATALOGUE_JOB } from '@lurkit/adapters/jobs/game-catalogue.job.ts';
import { fetchGameFeedsHandler, syncGameCatalogueHandler } from './jobs/games.handler.ts';
import { DECLINE_STALE_KEY_REQUESTS_JOB } from '@lurkit/adapters/jobs/decline-stale-key-requests.job.ts';
import { declineStaleKeyRequestsHandler } from './jobs/decline-stale-key-requests.handler.ts';
import { DECLINE_STALE_PROGRAM_APPLICATIONS_JOB } from '@lurkit/adapters/jobs/decline-stale-program-applications.job.ts';
import { declineStaleProgramApplicationsHandler } from './jobs/decline-stale-program-applications.handler.ts';
import { RECONCILE_LEDGER_JOB } from '@lurkit/adapters/jobs/reconcile-ledger.job.ts';
import { CHECK_CUSTOM_DOMAIN_JOB, RECHECK_CUSTOM_DOMAINS_JOB } from '@lurkit/adapters/jobs/custom-domain-checks.job.ts';
import { checkCustomDomainHandler, recheckCustomDomainsHandler } from './jobs/custom-domain-checks.handler.ts';
import { DISCARD_STALE_CODE_IMPORTS_JOB } from '@lurkit/adapters/jobs/discard-stale-code-imports.job.ts';
import { discardStaleCodeImportsHandler } from './jobs/discard-stale-code-imports.handler.ts';
import { reconcileIfNeverRun, reconcileLedgerHandler } from './jobs/reconcile-ledger.handler.ts';
import { FAN_OUT_WEBHOOK_EVENT_JOB, SWEEP_WEBHOOKS_JOB } from '@lurkit/adapters/jobs/webhooks.job.ts';
import { fanOutWebhookEventHandler, sweepWebhooksHandler } from './jobs/webhooks.handler.ts';

/** Registers every job handler on a started queue, with what the worker's container gives it. */
export async function startWorker(container: Container): Promise<void> {
  const queue = container.get(WORKER_TOKENS.Queue);
  const logger = container.get(WORKER_TOKENS.Logger);
  const logError = (entry: Record<string, unknown>, message: string) => logger.error(entry, message);
  const deliveries = container.get(WORKER_TOKENS.MailDeliveries);
  const pruned = await deliveries.prune();
  if (pruned > 0) logger.info({ pruned }, 'forgot old mail deliveries');
  // Every kind of mail goes through one fair drain, which stops before the queue's pools close.
  const drain = new MailDrain(
    deliveries,
    container.get(WORKER_TOKENS.MailTransport),
    logError,
    container.get(WORKER_TOKENS.MailDrainOptions),
  );
  drain.start();
  queue.stopsWith(() => drain.stop());
  const jobScope = container.get(WORKER_TOKENS.JobScope);
  const logInfo = (entry: Record<string, unknown>, message: string) => logger.info(entry, message);
  const jobs = [
    // Key campaigns: content deadlines and reminders; sign-up links.
    on(REMIND_KEY_CONTENT_JOB, remindKeyContentHandler(jobScope, logError)),
    on(EXPIRE_KEY_CONTENT_JOB, expireKeyContentHandler(jobScope, logError)),
    on(SEND_ACCOUNT_LINK_JOB, sendAccountLinkHandler(jobScope, logError)),
    // Quests: deadlines, reminders and payouts.
    on(EXPIRE_QUEST_RUN_JOB, expireQuestRunHandler(jobScope, logError)),
    on(REMIND_QUEST_RUN_JOB, remindQuestRunHandler(jobScope, logError)),
    on(PAY_OUT_QUEST_RUN_JOB, payOutQuestRunHandler(jobScope, logError)),
    // Missions.
    on(REMIND_MISSION_RUN_JOB, remindMissionRunHandler(jobScope, logError)),
    on(MISSION_ENDED_JOB, missionEndedHandler(jobScope, logError)),
    // Connections and channel statistics.
    on(REFRESH_CONNECTIONS_JOB, refreshConnectionsHandler(jobScope, logError, logInfo)),
    on(SYNC_CHANNELS_JOB, syncChannelsHandler(jobScope, logError, logInfo)),
    on(SAMPLE_LIVE_STREAMS_JOB, sampleLiveStreamsHandler(jobScope, logError, logInfo)),
    on(CLOSE_STATISTICS_DAY_JOB, closeStatisticsDayHandler(jobScope, logError, logInfo)),
    on(VERIFY_CREATOR_ACCESS_JOB, verifyCreatorAccessHandler(jobScope, logError)),
    // public experience: the game catalogue and its news feeds.
    on(SYNC_GAME_CATALOGUE_JOB, syncGameCatalogueHandler(jobScope, logError, logInfo)),
    on(FETCH_GAME_FEEDS_JOB, fetchGameFeedsHandler(jobScope, logError, logInfo)),
    // company: the request SLA.
    on(DECLINE_STALE_KEY_REQUESTS_JOB, declineStaleKeyRequestsHandler(jobScope, logError, logInfo)),
    on(DECLINE_STALE_PROGRAM_APPLICATIONS_JOB, declineStaleProgramApplicationsHandler(jobScope, logError, logInfo)),
    // Code Manager: files whose upload ended without them leave their staged lines behind.
    on(DISCARD_STALE_CODE_IMPORTS_JOB, discardStaleCodeImportsHandler(jobScope, logError, logInfo)),
    // company pages: custom domains proved by a DNS TXT record, rechecked daily.
    on(CHECK_CUSTOM_DOMAIN_JOB, checkCustomDomainHandler(jobScope, logError, logInfo)),
    on(RECHECK_CUSTOM_DOMAINS_JOB, recheckCustomDomainsHandler(jobScope, logError, logInfo)),
    // money: the ledger against the providers' books.
    on(RECONCILE_LEDGER_JOB, reconcileLedgerHandler(jobScope, logError, logInfo)),
    // company webhooks: each outbox event fanned out and sent at once; retries and resends every minute.
    // ...taken a batch at a time: a batch of events is fanned out in one statement.
    onBatch(FAN_OUT_WEBHOOK_EVENT_JOB, fanOutWebhookEventHandler(jobScope, logError)),
    on(SWEEP_WEBHOOKS_JOB, sweepWebhooksHandler(jobScope, logError, logInfo)),
  ];
  // One after another: registered side by side, the forty-odd round trips of a start contend for the
  // queue's pool with the first jobs' work, which made the kill -9 fault test's starts slower, not faster.
  for (const job of jobs) await job.register(queue);
  const { armed } = await jobScope().transaction((scope) =>
    new ArmQuestTimers({ runs: scope.quests.runs, timers: scope.quests.timers }).execute(),
  );
  if (armed > 0) logger.info({ armed }, 'armed quest run timers');
  if (await reconcileIfNeverRun(jobScope, queue)) logger.info({}, 'queued the first reconciliation');
  logger.info({ jobs: ['mail', ...jobs.map((job) => job.name)] }, 'worker started');
}

/** What the worker needs of a job's definition: its queue, how it is worked, and its cron when it recurs. */
interface JobDefinition {
  readonly name: string;
  readonly work?: WorkOptions;
  readonly cron?: string;
  readonly options?: JobSendOptions;
}

/** A job's handler, worked on its queue and, for a recurring job, scheduled on its cron (UTC). */
function on<T>(job: JobDefinition, handler: JobHandler<T>) {
  return {
    name: job.name,
    register: async (queue: PgBossJobQueue) => {
      await queue.work(job.name, handler, job.work);
      if (job.cron) await queue.schedule(job.name, job.cron, {}, job.options);
    },
  };
}

/** Like `on`, for a handler that takes a fetched batch of its jobs at once. */
function onBatch<T>(job: JobDefinition, handler: (payloads: T[]) => Promise<void>) {
  return {
    name: job.name,
    register: async (queue: PgBossJobQueue) => {
      await queue.workBatch(job.name, handler, job.work);
    },
  };
}
