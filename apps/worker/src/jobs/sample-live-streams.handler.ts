import * as v from 'valibot';
import { SAMPLE_LIVE_STREAMS_JOB } from '@lurkit/adapters/jobs/sample-live-streams.job.ts';
import type { ScopeFactory } from '@lurkit/adapters/wiring/scope.ts';
import { SampleLiveStreams } from '@lurkit/core/channels/application/sample-live-streams.ts';
import { recordFoundKeyContent } from './found-key-content.ts';
import type { JobLog } from './job-log.ts';

/**
 * The five-minute read of live Twitch channels into the statistics store, then the claimed keys' content
 * found among the streams; an outage throws and pg-boss retries.
 */
export function sampleLiveStreamsHandler(jobScope: ScopeFactory, logError: JobLog, logInfo: JobLog) {
  return async (payload: unknown): Promise<void> => {
    if (!v.safeParse(SAMPLE_LIVE_STREAMS_JOB.payload, payload).success)
      return logError({ job: SAMPLE_LIVE_STREAMS_JOB.name }, 'dropped a malformed job');
    const counts = await new SampleLiveStreams(jobScope().channels).execute();
    if (counts.live === 0) return;
    logInfo({ job: SAMPLE_LIVE_STREAMS_JOB.name, ...counts }, 'sampled live streams');
    await recordFoundKeyContent(jobScope, SAMPLE_LIVE_STREAMS_JOB.name, logInfo);
  };
}
