import * as v from 'valibot';
import { EXPIRE_QUEST_RUN_JOB, PAY_OUT_QUEST_RUN_JOB, REMIND_QUEST_RUN_JOB } from '@lurkit/adapters/jobs/quest-timers.job.ts';
import type { ScopeFactory } from '@lurkit/adapters/wiring/scope.ts';
import { ExpireQuestRun, PayOutApprovedRun, RemindQuestRun } from '@lurkit/core/quests/application/quest-run-timers.ts';
import type { JobLog } from './job-log.ts';

/**
 * A quest run's timers, each in its own transaction: the expiry with the next step's timers, the
 * reminder with its mail, the payout with the run's completion. A retry after a failure redoes the
 * whole; one for a step already over does nothing.
 */
export function expireQuestRunHandler(jobScope: ScopeFactory, logError: JobLog) {
  return async (payload: unknown): Promise<void> => {
    const parsed = v.safeParse(EXPIRE_QUEST_RUN_JOB.payload, payload);
    if (!parsed.success) return logError({ job: EXPIRE_QUEST_RUN_JOB.name }, 'dropped a malformed job');
    await jobScope().transaction((scope) => new ExpireQuestRun(scope.quests).execute(parsed.output));
  };
}

export function remindQuestRunHandler(jobScope: ScopeFactory, logError: JobLog) {
  return async (payload: unknown): Promise<void> => {
    const parsed = v.safeParse(REMIND_QUEST_RUN_JOB.payload, payload);
    if (!parsed.success) return logError({ job: REMIND_QUEST_RUN_JOB.name }, 'dropped a malformed job');
    await jobScope().transaction((scope) => new RemindQuestRun(scope.quests).execute(parsed.output));
  };
}

export function payOutQuestRunHandler(jobScope: ScopeFactory, logError: JobLog) {
  return async (payload: unknown): Promise<void> => {
    const parsed = v.safeParse(PAY_OUT_QUEST_RUN_JOB.payload, payload);
    if (!parsed.success) return logError({ job: PAY_OUT_QUEST_RUN_JOB.name }, 'dropped a malformed job');
    const outcome = await jobScope().transaction((scope) => new PayOutApprovedRun(scope.quests).execute(parsed.output));
    // A refused payout (the provider failed it) is retried by pg-boss; the reason is logged each time.
    if (!outcome.ok) throw new Error(`Payout of quest run ${parsed.output.runId} failed: ${outcome.error.message}`);
  };
}
