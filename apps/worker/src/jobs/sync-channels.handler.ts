import * as v from 'valibot';
import { SYNC_CHANNELS_JOB } from '@lurkit/adapters/jobs/sync-channels.job.ts';
import type { ScopeFactory } from '@lurkit/adapters/wiring/scope.ts';
import { SyncDueChannels } from '@lurkit/core/channels/application/sync-due-channels.ts';
import { recordFoundKeyContent } from './found-key-content.ts';
import type { JobLog } from './job-log.ts';

/**
 * The scheduled read of creators' channels, then the claimed keys' content found among the new posts. Not one transaction: the platform reads would hold it open
 * for minutes, and the writes are upserts a retry repeats harmlessly. An outage throws; pg-boss retries.
 */
export function syncChannelsHandler(jobScope: ScopeFactory, logError: JobLog, logInfo: JobLog) {
  return async (payload: unknown): Promise<void> => {
    if (!v.safeParse(SYNC_CHANNELS_JOB.payload, payload).success)
      return logError({ job: SYNC_CHANNELS_JOB.name }, 'dropped a malformed job');
    const counts = await new SyncDueChannels(jobScope().channels).execute({ limit: SYNC_CHANNELS_JOB.batch });
    if (counts.synced + counts.unavailable > 0) logInfo({ job: SYNC_CHANNELS_JOB.name, ...counts }, 'synced creator channels');
    if (counts.posts > 0) await recordFoundKeyContent(jobScope, SYNC_CHANNELS_JOB.name, logInfo);
  };
}
