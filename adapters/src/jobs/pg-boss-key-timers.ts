import { KEY_CONTENT_REMINDER_HOURS, reminderAt } from '@lurkit/core/keys/application/key-content-timers.ts';
import type { KeyTimersPort } from '@lurkit/core/keys/ports/key-timers.port.ts';
import type { JobDatabase } from './job-database.ts';
import { EXPIRE_KEY_CONTENT_JOB, REMIND_KEY_CONTENT_JOB } from './key-content-timers.job.ts';
import type { PgBossJobQueue } from './pg-boss-job-queue.ts';

/** The claim's timers as pg-boss jobs, queued in the claim's transaction; a job one millisecond past due expires. */
export class PgBossKeyTimers implements KeyTimersPort {
  readonly #queue: PgBossJobQueue;
  readonly #db: JobDatabase | null;

  constructor(queue: PgBossJobQueue, db: JobDatabase | null) {
    this.#queue = queue;
    this.#db = db;
  }

  /** Two statements: the reminders go in one insert, the expiry (another queue) in a second. */
  async scheduleContentTimers({ participantId, contentDueAt }: { participantId: string; contentDueAt: Date }): Promise<void> {
    await this.#queue.sendMany(
      REMIND_KEY_CONTENT_JOB.name,
      KEY_CONTENT_REMINDER_HOURS.map((hoursBefore) => ({
        payload: { participantId, hoursBefore },
        options: {
          ...REMIND_KEY_CONTENT_JOB.options,
          startAfter: reminderAt(contentDueAt, hoursBefore),
          singletonKey: `${participantId}:${hoursBefore}`,
        },
      })),
      this.#db,
    );
    await this.#queue.send(
      EXPIRE_KEY_CONTENT_JOB.name,
      { participantId },
      { ...EXPIRE_KEY_CONTENT_JOB.options, startAfter: new Date(contentDueAt.getTime() + 1), singletonKey: participantId },
      this.#db,
    );
  }
}
