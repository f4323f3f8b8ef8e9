import { runReminders } from '@lurkit/core/quests/domain/run-reminders.ts';
import type { QuestRun } from '@lurkit/core/quests/domain/quest-run.entity.ts';
import type { QuestTimersPort } from '@lurkit/core/quests/ports/quest-timers.port.ts';
import { HOUR_MS } from '@lurkit/core/shared/time.ts';
import type { JobDatabase } from './job-database.ts';
import type { PgBossJobQueue } from './pg-boss-job-queue.ts';
import { EXPIRE_QUEST_RUN_JOB, PAY_OUT_QUEST_RUN_JOB, REMIND_QUEST_RUN_JOB } from './quest-timers.job.ts';

/**
 * A run's step timers as pg-boss jobs, inserted in the transaction that saved the step. The singleton
 * key names the run, its status and its deadline, so each step queues its timers once (re-arming them
 * after a restart queues nothing new); a job for a step that is over finds the run changed and stops.
 */
export class PgBossQuestTimers implements QuestTimersPort {
  readonly #queue: PgBossJobQueue;
  readonly #db: JobDatabase | null;
  readonly #now: () => Date;

  constructor(queue: PgBossJobQueue, db: JobDatabase | null, now: () => Date) {
    this.#queue = queue;
    this.#db = db;
    this.#now = now;
  }

  async scheduleStep(run: QuestRun): Promise<void> {
    if (run.status === 'PAYOUT') {
      await this.#queue.send(
        PAY_OUT_QUEST_RUN_JOB.name,
        { runId: run.id },
        { ...PAY_OUT_QUEST_RUN_JOB.options, singletonKey: `payout:${run.id}` },
        this.#db,
      );
      return;
    }
    if (!run.dueAt) return;
    const step = { runId: run.id, status: run.status, dueAtMs: run.dueAt.getTime() };
    const key = `${run.id}:${run.status}:${step.dueAtMs}`;
    await this.#queue.sendUnlessQueued(
      EXPIRE_QUEST_RUN_JOB.name,
      step,
      { ...EXPIRE_QUEST_RUN_JOB.options, startAfter: new Date(step.dueAtMs + 1), singletonKey: key },
      this.#db,
    );
    const reminders = runReminders(run, this.#now());
    if (!reminders || reminders.sendAt.length === 0) return;
    for (const sendAt of reminders.sendAt) {
      const hoursBefore = Math.round((step.dueAtMs - sendAt.getTime()) / HOUR_MS) as 72 | 24;
      await this.#queue.sendUnlessQueued(
        REMIND_QUEST_RUN_JOB.name,
        { ...step, hoursBefore },
        { ...REMIND_QUEST_RUN_JOB.options, startAfter: sendAt, singletonKey: `${key}:${hoursBefore}` },
        this.#db,
      );
    }
  }
}
