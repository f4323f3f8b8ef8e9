import type { JobSchedulerPort } from '@lurkit/core/shared/job-scheduler.port.ts';
import type { JobDatabase } from './job-database.ts';
import { MISSION_JOBS } from './mission-timers.job.ts';
import type { PgBossJobQueue } from './pg-boss-job-queue.ts';

/**
 * The missions context's timers as pg-boss jobs, queued in the caller's transaction. Scheduling again
 * with the same key replaces the waiting job (a mission's end date moved), so there is one per key.
 */
export class PgBossMissionJobs implements JobSchedulerPort {
  readonly #queue: PgBossJobQueue;
  readonly #db: JobDatabase | null;

  constructor(queue: PgBossJobQueue, db: JobDatabase | null) {
    this.#queue = queue;
    this.#db = db;
  }

  async schedule(job: { name: string; payload: Record<string, unknown>; runAt: Date; singletonKey?: string }): Promise<void> {
    const definition = MISSION_JOBS.find((d) => d.name === job.name);
    if (!definition) throw new Error(`No mission job is called ${job.name}.`);
    if (job.singletonKey) await this.cancel(job.name, job.singletonKey);
    await this.#queue.send(
      job.name,
      job.payload,
      { ...definition.options, startAfter: job.runAt, ...(job.singletonKey ? { singletonKey: job.singletonKey } : {}) },
      this.#db,
    );
  }

  /** Drops the job still waiting under this key; one already running finishes (its handler is idempotent). */
  async cancel(name: string, singletonKey: string): Promise<void> {
    if (!this.#db) throw new Error('Mission jobs are changed only inside a transaction.');
    await this.#db.executeSql(`delete from pgboss.job where name = $1 and singleton_key = $2 and state in ('created', 'retry')`, [
      name,
      singletonKey,
    ]);
  }
}
