import { MailDrain } from '@lurkit/adapters/mail/mail-drain.ts';
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
  await queue.work(REMIND_KEY_CONTENT_JOB.name, remindKeyContentHandler(jobScope, logError));
  await queue.work(EXPIRE_KEY_CONTENT_JOB.name, expireKeyContentHandler(jobScope, logError));
  await queue.work(SEND_ACCOUNT_LINK_JOB.name, sendAccountLinkHandler(jobScope, logError), SEND_ACCOUNT_LINK_JOB.work);
  // Quests: deadlines, reminders and payouts.
  await queue.work(EXPIRE_QUEST_RUN_JOB.name, expireQuestRunHandler(jobScope, logError));
  await queue.work(REMIND_QUEST_RUN_JOB.name, remindQuestRunHandler(jobScope, logError));
  await queue.work(PAY_OUT_QUEST_RUN_JOB.name, payOutQuestRunHandler(jobScope, logError));
  const { armed } = await jobScope().transaction((scope) =>
    new ArmQuestTimers({ runs: scope.quests.runs, timers: scope.quests.timers }).execute(),
  );
  if (armed > 0) logger.info({ armed }, 'armed quest run timers');
  await queue.work(REMIND_MISSION_RUN_JOB.name, remindMissionRunHandler(jobScope, logError));
  await queue.work(MISSION_ENDED_JOB.name, missionEndedHandler(jobScope, logError));
  const logInfo = (entry: Record<string, unknown>, message: string) => logger.info(entry, message);
  await queue.work(REFRESH_CONNECTIONS_JOB.name, refreshConnectionsHandler(jobScope, logError, logInfo));
  await queue.schedule(REFRESH_CONNECTIONS_JOB.name, REFRESH_CONNECTIONS_JOB.cron, {}, REFRESH_CONNECTIONS_JOB.options);
  await queue.work(SYNC_CHANNELS_JOB.name, syncChannelsHandler(jobScope, logError, logInfo));
  await queue.schedule(SYNC_CHANNELS_JOB.name, SYNC_CHANNELS_JOB.cron, {}, SYNC_CHANNELS_JOB.options);
  await queue.work(SAMPLE_LIVE_STREAMS_JOB.name, sampleLiveStreamsHandler(jobScope, logError, logInfo));
  await queue.work(CLOSE_STATISTICS_DAY_JOB.name, closeStatisticsDayHandler(jobScope, logError, logInfo));
  await queue.schedule(CLOSE_STATISTICS_DAY_JOB.name, CLOSE_STATISTICS_DAY_JOB.cron, {}, CLOSE_STATISTICS_DAY_JOB.options);
  await queue.schedule(SAMPLE_LIVE_STREAMS_JOB.name, SAMPLE_LIVE_STREAMS_JOB.cron, {}, SAMPLE_LIVE_STREAMS_JOB.options);
  await queue.work(VERIFY_CREATOR_ACCESS_JOB.name, verifyCreatorAccessHandler(jobScope, logError));
  // public experience: the game catalogue and its news feeds.
  await queue.work(SYNC_GAME_CATALOGUE_JOB.name, syncGameCatalogueHandler(jobScope, logError, logInfo));
  await queue.schedule(SYNC_GAME_CATALOGUE_JOB.name, SYNC_GAME_CATALOGUE_JOB.cron, {}, SYNC_GAME_CATALOGUE_JOB.options);
  await queue.work(FETCH_GAME_FEEDS_JOB.name, fetchGameFeedsHandler(jobScope, logError, logInfo));
  await queue.schedule(FETCH_GAME_FEEDS_JOB.name, FETCH_GAME_FEEDS_JOB.cron, {}, FETCH_GAME_FEEDS_JOB.options);
  // company: the request SLA.
  await queue.work(DECLINE_STALE_KEY_REQUESTS_JOB.name, declineStaleKeyRequestsHandler(jobScope, logError, logInfo));
  await queue.schedule(
    DECLINE_STALE_KEY_REQUESTS_JOB.name,
    DECLINE_STALE_KEY_REQUESTS_JOB.cron,
    {},
    DECLINE_STALE_KEY_REQUESTS_JOB.options,
  );
  await queue.work(DECLINE_STALE_PROGRAM_APPLICATIONS_JOB.name, declineStaleProgramApplicationsHandler(jobScope, logError, logInfo));
  await queue.schedule(
    DECLINE_STALE_PROGRAM_APPLICATIONS_JOB.name,
    DECLINE_STALE_PROGRAM_APPLICATIONS_JOB.cron,
    {},
    DECLINE_STALE_PROGRAM_APPLICATIONS_JOB.options,
  );
  // Code Manager: files whose upload ended without them leave their staged lines behind.
  await queue.work(DISCARD_STALE_CODE_IMPORTS_JOB.name, discardStaleCodeImportsHandler(jobScope, logError, logInfo));
  await queue.schedule(
    DISCARD_STALE_CODE_IMPORTS_JOB.name,
    DISCARD_STALE_CODE_IMPORTS_JOB.cron,
    {},
    DISCARD_STALE_CODE_IMPORTS_JOB.options,
  );
  // company pages: custom domains proved by a DNS TXT record, rechecked daily.
  await queue.work(CHECK_CUSTOM_DOMAIN_JOB.name, checkCustomDomainHandler(jobScope, logError, logInfo));
  await queue.work(RECHECK_CUSTOM_DOMAINS_JOB.name, recheckCustomDomainsHandler(jobScope, logError, logInfo));
  await queue.schedule(RECHECK_CUSTOM_DOMAINS_JOB.name, RECHECK_CUSTOM_DOMAINS_JOB.cron, {}, RECHECK_CUSTOM_DOMAINS_JOB.options);
  // money: the ledger against the providers' books.
  await queue.work(RECONCILE_LEDGER_JOB.name, reconcileLedgerHandler(jobScope, logError, logInfo));
  await queue.schedule(RECONCILE_LEDGER_JOB.name, RECONCILE_LEDGER_JOB.cron, {}, RECONCILE_LEDGER_JOB.options);
  if (await reconcileIfNeverRun(jobScope, queue)) logger.info({}, 'queued the first reconciliation');
  // company webhooks: each outbox event fanned out and sent at once; retries and resends every minute.
  await queue.workBatch(FAN_OUT_WEBHOOK_EVENT_JOB.name, fanOutWebhookEventHandler(jobScope, logError), FAN_OUT_WEBHOOK_EVENT_JOB.work);
  await queue.work(SWEEP_WEBHOOKS_JOB.name, sweepWebhooksHandler(jobScope, logError, logInfo));
  await queue.schedule(SWEEP_WEBHOOKS_JOB.name, SWEEP_WEBHOOKS_JOB.cron, {}, SWEEP_WEBHOOKS_JOB.options);
  logger.info(
    {
      jobs: [
        'mail',
        REMIND_KEY_CONTENT_JOB.name,
        EXPIRE_KEY_CONTENT_JOB.name,
        SEND_ACCOUNT_LINK_JOB.name,
        EXPIRE_QUEST_RUN_JOB.name,
        REMIND_QUEST_RUN_JOB.name,
        PAY_OUT_QUEST_RUN_JOB.name,
        REMIND_MISSION_RUN_JOB.name,
        MISSION_ENDED_JOB.name,
        REFRESH_CONNECTIONS_JOB.name,
        SYNC_CHANNELS_JOB.name,
        SAMPLE_LIVE_STREAMS_JOB.name,
        CLOSE_STATISTICS_DAY_JOB.name,
        VERIFY_CREATOR_ACCESS_JOB.name,
        SYNC_GAME_CATALOGUE_JOB.name,
        FETCH_GAME_FEEDS_JOB.name,
        DECLINE_STALE_KEY_REQUESTS_JOB.name,
        DECLINE_STALE_PROGRAM_APPLICATIONS_JOB.name,
        DISCARD_STALE_CODE_IMPORTS_JOB.name,
        CHECK_CUSTOM_DOMAIN_JOB.name,
        RECHECK_CUSTOM_DOMAINS_JOB.name,
        RECONCILE_LEDGER_JOB.name,
        FAN_OUT_WEBHOOK_EVENT_JOB.name,
        SWEEP_WEBHOOKS_JOB.name,
      ],
    },
    'worker started',
  );
}
