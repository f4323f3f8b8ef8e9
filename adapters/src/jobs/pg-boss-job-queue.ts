import { PgBoss, type Job, type JobResult } from 'pg-boss';
import type { JobDatabase } from './job-database.ts';
import { mapLimited } from '../shared/map-limited.ts';

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
  /** With singletonKey: at most one job per key in each slot of this many seconds (a throttle, kept even when sends race). */
  singletonSeconds?: number;
  /** Seconds a job may stay active; past it (a killed worker) pg-boss fails it and retries it. */
  expireInSeconds?: number;
}

export interface JobContext {
  readonly id: string;
  /** 0 on the first attempt. */
  readonly retryCount: number;
  /** After this long active, the job counts as abandoned and is handed out again. */
  readonly expireInSeconds: number;
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
  /**
   * How often expired jobs (their worker died) are failed and so retried. pg-boss's 60 s default added
   * up to two minutes to a killed worker's mail; any instance's queue does this for all of them.
   */
  superviseIntervalSeconds?: number;
}

export interface WorkOptions {
  /** Jobs fetched at once; they run concurrently and each settles on its own. */
  batchSize?: number;
  /** Fetch loops per process, each working its own batch. */
  localConcurrency?: number;
  /**
   * Jobs of one batch run at most this many at a time (default: all at once), for handlers that each
   * hold a database connection, so a large batch cannot take every connection of the pool.
   */
  jobsAtOnce?: number;
}

/**
 * Background jobs in PostgreSQL through pg-boss, which keeps its own tables in the `pgboss` schema
 * and creates them on start. Queues are created on first use.
 */
export class PgBossJobQueue {
  readonly #boss: PgBoss;
  readonly #pollingIntervalSeconds: number;
  readonly #queues = new Map<string, Promise<void>>();
  readonly #stopFirst: (() => Promise<void>)[] = [];

  constructor(connectionString: string, options: PgBossJobQueueOptions = {}) {
    const supervise = options.superviseIntervalSeconds ?? 10;
    this.#boss = new PgBoss({ connectionString, superviseIntervalSeconds: supervise, monitorIntervalSeconds: supervise });
    this.#pollingIntervalSeconds = options.pollingIntervalSeconds ?? 2;
    // An EventEmitter 'error' without a listener would crash the process.
    this.#boss.on('error', options.onError ?? ((error) => console.error('pg-boss error', error)));
  }

  async start(): Promise<void> {
    await this.#boss.start();
  }

  /** Waits for running handlers to finish (up to `timeoutMs`), then closes the connections. */
  async stop(timeoutMs = 10_000): Promise<void> {
    await Promise.all(this.#stopFirst.splice(0).map((stop) => stop()));
    await this.#boss.stop({ graceful: true, timeout: timeoutMs });
  }

  /**
   * Work the worker does beside its jobs (the mail drain) stops with the queue, before it, so every
   * host that stops the queue before closing its pools stops that work too.
   */
  stopsWith(stop: () => Promise<void>): void {
    this.#stopFirst.push(stop);
  }

  /** With `db`, the job is inserted through that connection (a caller's transaction, see jobDatabaseOf). */
  async send<T extends object>(name: string, payload: T, options: JobSendOptions = {}, db: JobDatabase | null = null): Promise<string> {
    await this.#queue(name);
    const id = await this.#boss.send(name, payload, db ? { ...options, db } : { ...options });
    if (!id) throw new Error(`Job ${name} was not queued (a singleton with the same key is already waiting).`);
    return id;
  }

  /**
   * Like `send`, but a singleton already queued or active under the same key is not an error: the job
   * is there, which is what the caller wanted (timers re-armed after a restart). Answers whether it queued one.
   */
  async sendUnlessQueued<T extends object>(
    name: string,
    payload: T,
    options: JobSendOptions,
    db: JobDatabase | null = null,
  ): Promise<boolean> {
    await this.#queue(name);
    return (await this.#boss.send(name, payload, db ? { ...options, db } : { ...options })) !== null;
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

  /**
   * One job at a time by default. With a batch, the jobs run concurrently and pg-boss settles each on
   * its own (perJobResults), so one failing mail retries alone instead of failing its whole batch.
   * Returns the worker id.
   */
  async work<T>(name: string, handler: JobHandler<T>, options: WorkOptions = {}): Promise<string> {
    await this.#queue(name);
    const { batchSize = 1, localConcurrency = 1, jobsAtOnce = batchSize } = options;
    const run = (job: Job<T>) => handler(job.data, { id: job.id, retryCount: job.retryCount, expireInSeconds: job.expireInSeconds });
    if (batchSize === 1) {
      return this.#boss.work<T>(
        name,
        { pollingIntervalSeconds: this.#pollingIntervalSeconds, batchSize, localConcurrency },
        async (jobs) => {
          for (const job of jobs) await run(job);
        },
      );
    }
    return this.#boss.work<T>(
      name,
      // A full batch means more are waiting: fetch again at once instead of after the polling interval.
      { pollingIntervalSeconds: this.#pollingIntervalSeconds, batchSize, localConcurrency, perJobResults: true, burstWhenBatchFull: true },
      async (jobs) =>
        mapLimited(jobs, jobsAtOnce, async (job): Promise<JobResult> => {
          try {
            await run(job);
            return { id: job.id, status: 'completed' };
          } catch (error) {
            return { id: job.id, status: 'failed', output: { message: error instanceof Error ? error.message : String(error) } };
          }
        }),
    );
  }

  /**
   * A fetched batch to one handler call, for jobs cheaper done together (one statement for all of them).
   * The batch settles as one: a throw fails and retries every job of it, so the handler must be safe to repeat.
   * A full batch fetches the next at once, and `localConcurrency` loops each work their own batch.
   */
  async workBatch<T>(
    name: string,
    handler: (payloads: T[]) => Promise<void>,
    options: Pick<WorkOptions, 'batchSize' | 'localConcurrency'> = {},
  ): Promise<string> {
    await this.#queue(name);
    const { batchSize = 100, localConcurrency = 1 } = options;
    return this.#boss.work<T>(
      name,
      { pollingIntervalSeconds: this.#pollingIntervalSeconds, batchSize, localConcurrency, burstWhenBatchFull: true },
      async (jobs) => handler(jobs.map((job) => job.data)),
    );
  }

  /**
   * A recurring job on a cron expression (UTC), kept in pg-boss' schedule table: every instance may
   * call it, the schedule is one row, and pg-boss' clock monitor queues one job per tick.
   */
  async schedule<T extends object>(name: string, cron: string, payload: T, options: JobSendOptions = {}): Promise<void> {
    await this.#queue(name);
    await this.#boss.schedule(name, cron, payload, { ...options, tz: 'UTC' });
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
