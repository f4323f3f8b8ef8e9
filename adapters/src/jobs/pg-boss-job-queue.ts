import { PgBoss } from 'pg-boss';
import type { JobDatabase } from './job-database.ts';

/** The retry and scheduling options callers may set; the rest of pg-boss stays behind this class. */
export interface JobSendOptions {
  /** Attempts after the first one before the job is marked failed. */
  retryLimit?: number;
  /** Seconds before a retry (the first one, with backoff). */
  retryDelay?: number;
  /** Doubles the delay on each retry, with jitter. */
  retryBackoff?: boolean;
  /** Upper bound for the backoff delay, in seconds. */
  retryDelayMax?: number;
  /** Run no earlier than this. */
  startAfter?: Date;
  /** Only one queued job per key. */
  singletonKey?: string;
}

export interface JobContext {
  readonly id: string;
  /** 0 on the first attempt. */
  readonly retryCount: number;
}

/** A throwing handler fails the attempt, and pg-boss retries it per the job's retry options. */
export type JobHandler<T> = (payload: T, job: JobContext) => Promise<void>;

export type JobState = 'created' | 'retry' | 'active' | 'completed' | 'cancelled' | 'failed';

export interface QueuedJob {
  readonly id: string;
  readonly name: string;
  readonly data: unknown;
  readonly state: JobState;
  readonly retryCount: number;
  readonly retryLimit: number;
  readonly retryDelay: number;
  readonly retryBackoff: boolean;
}

export interface PgBossJobQueueOptions {
  /** How often an idle worker looks for jobs. pg-boss requires at least 0.5. */
  pollingIntervalSeconds?: number;
  /** Faults pg-boss reports in the background (lost connection, failed maintenance). */
  onError?: (error: Error) => void;
}

/**
 * Background jobs in PostgreSQL through pg-boss, which keeps its own tables in the `pgboss` schema
 * and creates them on start. Queues are created on first use.
 */
export class PgBossJobQueue {
  readonly #boss: PgBoss;
  readonly #pollingIntervalSeconds: number;
  readonly #queues = new Map<string, Promise<void>>();

  constructor(connectionString: string, options: PgBossJobQueueOptions = {}) {
    this.#boss = new PgBoss(connectionString);
    this.#pollingIntervalSeconds = options.pollingIntervalSeconds ?? 2;
    // An EventEmitter 'error' without a listener would crash the process.
    this.#boss.on('error', options.onError ?? ((error) => console.error('pg-boss error', error)));
  }

  async start(): Promise<void> {
    await this.#boss.start();
  }

  /** Waits for running handlers to finish (up to `timeoutMs`), then closes the connections. */
  async stop(timeoutMs = 10_000): Promise<void> {
    await this.#boss.stop({ graceful: true, timeout: timeoutMs });
  }

  /** With `db`, the job is inserted through that connection (a caller's transaction, see jobDatabaseOf). */
  async send<T extends object>(name: string, payload: T, options: JobSendOptions = {}, db: JobDatabase | null = null): Promise<string> {
    await this.#queue(name);
    const id = await this.#boss.send(name, payload, db ? { ...options, db } : { ...options });
    if (!id) throw new Error(`Job ${name} was not queued (a singleton with the same key is already waiting).`);
    return id;
  }

  /**
   * Several jobs of one queue in one statement (pg-boss' insert), e.g. a claim's two reminders. Like
   * `send`, it fails when a job was not queued because a singleton with its key is already waiting.
   */
  async sendMany<T extends object>(
    name: string,
    jobs: { payload: T; options?: JobSendOptions }[],
    db: JobDatabase | null = null,
  ): Promise<string[]> {
    await this.#queue(name);
    const inserted = jobs.map(({ payload, options }) => ({ ...options, data: payload }));
    const ids = (await this.#boss.insert(name, inserted, db ? { db, returnId: true } : { returnId: true })) ?? [];
    if (ids.length !== jobs.length) throw new Error(`Jobs ${name} were not all queued (a singleton with the same key is already waiting).`);
    return ids;
  }

  /** Handles jobs one at a time; returns the worker id. */
  async work<T>(name: string, handler: JobHandler<T>): Promise<string> {
    await this.#queue(name);
    return this.#boss.work<T>(name, { pollingIntervalSeconds: this.#pollingIntervalSeconds, batchSize: 1 }, async (jobs) => {
      for (const job of jobs) await handler(job.data, { id: job.id, retryCount: job.retryCount });
    });
  }

  async findJob(name: string, id: string): Promise<QueuedJob | null> {
    const [job] = await this.#boss.findJobs(name, { id });
    if (!job) return null;
    return {
      id: job.id,
      name: job.name,
      data: job.data,
      state: job.state,
      retryCount: job.retryCount,
      retryLimit: job.retryLimit,
      retryDelay: job.retryDelay,
      retryBackoff: job.retryBackoff,
    };
  }

  #queue(name: string): Promise<void> {
    let created = this.#queues.get(name);
    if (!created) {
      created = this.#boss.createQueue(name);
      this.#queues.set(name, created);
      created.catch(() => this.#queues.delete(name));
    }
    return created;
  }
}
