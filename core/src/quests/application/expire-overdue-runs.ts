import type { QuestRunStatus } from '../domain/quest-run.machine.ts';
import { expireRun } from '../domain/quest-run-content.ts';
import type { QuestsDeps } from './quests-deps.ts';

export interface ExpiredRun {
  runId: string;
  from: QuestRunStatus;
  to: QuestRunStatus;
}

/**
 * The sweep the worker runs: every run past its step's deadline goes to that step's failure end
 * (bid not accepted, payment not made, content not submitted, video not listed in time).
 */
export class ExpireOverdueRuns {
  private readonly deps: Pick<QuestsDeps, 'runs' | 'clock'>;

  constructor(deps: Pick<QuestsDeps, 'runs' | 'clock'>) {
    this.deps = deps;
  }

  async execute(): Promise<{ expired: ExpiredRun[] }> {
    const now = this.deps.clock.now();
    const expired: ExpiredRun[] = [];
    for (const run of await this.deps.runs.listOverdue(now)) {
      // The run re-checks its own deadline and status, so a stale listing cannot expire a live step.
      const next = expireRun(run, now);
      if (!next.ok) continue;
      await this.deps.runs.save(next.value);
      expired.push({ runId: run.id, from: run.status, to: next.value.status });
    }
    return { expired };
  }
}
