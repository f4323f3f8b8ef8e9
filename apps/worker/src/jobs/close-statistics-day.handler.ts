import * as v from 'valibot';
import { CLOSE_STATISTICS_DAY_JOB } from '@lurkit/adapters/jobs/close-statistics-day.job.ts';
import type { ScopeFactory } from '@lurkit/adapters/wiring/scope.ts';
import { CloseStatisticsDay } from '@lurkit/core/insights/application/close-statistics-day.ts';
import type { JobLog } from './job-log.ts';

/** The nightly close of yesterday's statistics; a failure throws and pg-boss retries. */
export function closeStatisticsDayHandler(jobScope: ScopeFactory, logError: JobLog, logInfo: JobLog) {
  return async (payload: unknown): Promise<void> => {
    if (!v.safeParse(CLOSE_STATISTICS_DAY_JOB.payload, payload).success)
      return logError({ job: CLOSE_STATISTICS_DAY_JOB.name }, 'dropped a malformed job');
    const { day } = await new CloseStatisticsDay(jobScope().insights).execute();
    logInfo({ job: CLOSE_STATISTICS_DAY_JOB.name, day }, 'closed the statistics day');
  };
}
