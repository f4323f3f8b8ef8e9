import * as v from 'valibot';
import { FETCH_GAME_FEEDS_JOB, SYNC_GAME_CATALOGUE_JOB } from '@lurkit/adapters/jobs/game-catalogue.job.ts';
import type { ScopeFactory } from '@lurkit/adapters/wiring/scope.ts';
import { FetchGameFeeds } from '@lurkit/core/games/application/fetch-game-feeds.ts';
import { SyncGameCatalogue } from '@lurkit/core/games/application/sync-game-catalogue.ts';
import type { JobLog } from './job-log.ts';

/** The catalogue sync: a provider outage throws and pg-boss retries; the stored catalogue stays as it was. */
export function syncGameCatalogueHandler(jobScope: ScopeFactory, logError: JobLog, logInfo: JobLog) {
  return async (payload: unknown): Promise<void> => {
    if (!v.safeParse(SYNC_GAME_CATALOGUE_JOB.payload, payload).success)
      return logError({ job: SYNC_GAME_CATALOGUE_JOB.name }, 'dropped a malformed job');
    const counts = await new SyncGameCatalogue(jobScope().games).execute();
    logInfo({ job: SYNC_GAME_CATALOGUE_JOB.name, ...counts }, 'synced the game catalogue');
  };
}

/** The feed sweep: each feed's fetch is saved on its own, so one broken feed never holds back the rest. */
export function fetchGameFeedsHandler(jobScope: ScopeFactory, logError: JobLog, logInfo: JobLog) {
  return async (payload: unknown): Promise<void> => {
    if (!v.safeParse(FETCH_GAME_FEEDS_JOB.payload, payload).success)
      return logError({ job: FETCH_GAME_FEEDS_JOB.name }, 'dropped a malformed job');
    const counts = await new FetchGameFeeds(jobScope().games).execute({ limit: FETCH_GAME_FEEDS_JOB.batch });
    if (counts.read + counts.notModified + counts.failed > 0) logInfo({ job: FETCH_GAME_FEEDS_JOB.name, ...counts }, 'read game feeds');
  };
}
