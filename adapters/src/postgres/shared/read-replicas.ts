import { EntityManager, type MikroORM } from '@mikro-orm/postgresql';

/** The part of pg's pool and client used here (pg ships no types of its own). */
interface PoolClient {
  query(...args: unknown[]): unknown;
  release(error?: Error): void;
}
interface Pool {
  connect(callback?: unknown): Promise<PoolClient> | undefined;
  on(event: 'connect', listener: (client: PoolClient) => void): unknown;
}

export interface ReplicaOptions {
  /**
   * After a replica failed, reads skip it for this long before it is tried again; 0 tries it on every
   * read (tests, which bring a replica back without waiting).
   */
  retryAfterMs?: number;
  /** Told when a replica stops answering and reads go to the primary, and when it answers again. */
  onChange?: (message: string) => void;
  /** Milliseconds since some fixed point; the replica's retry delay is measured with it. */
  now?: () => number;
}

/**
 * The replicas of a MikroORM instance configured with `replicas` (see createOrmConfig): read-only
 * units of work that send every query to a streaming replica, and a fallback that hands a read the
 * primary's connection whenever its replica cannot take it, so a lost replica costs no request.
 */
export class ReadReplicas {
  readonly #orm: MikroORM;
  readonly #health: ReplicaHealth[] = [];
  #next = 0;

  private constructor(orm: MikroORM) {
    this.#orm = orm;
  }

  /** Null without replicas: every read stays on the primary, as before replicas existed. */
  static async of(orm: MikroORM, options: ReplicaOptions = {}): Promise<ReadReplicas | null> {
    const driver = orm.em.getDriver();
    const replicas = (driver as unknown as { replicas: ReturnType<typeof driver.getConnection>[] }).replicas;
    if (replicas.length === 0) return null;
    const primary = (await driver.getConnection('write').getNativeClient()) as Pool;
    const result = new ReadReplicas(orm);
    for (const [index, connection] of replicas.entries()) {
      const health = new ReplicaHealth(`replica ${index + 1}`, options);
      fallBackToPrimary((await connection.getNativeClient()) as Pool, primary, health);
      result.#health.push(health);
    }
    return result;
  }

  /**
   * A fresh unit of work whose every query, `execute` included, goes to a replica (in turn), or to the
   * primary while that replica is away. Writes through it fail: a hot standby refuses them.
   */
  readOnlyUnit(): EntityManager {
    const root = this.#orm.em;
    const driver = root.getDriver();
    const replicas = (driver as unknown as { replicas: unknown[] }).replicas;
    const pick = () => replicas[(this.#next = (this.#next + 1) % replicas.length)];
    // Every connection the driver hands out (MikroORM asks for 'write' for raw SQL) is a replica's.
    const reading = Object.create(driver, { getConnection: { value: pick } }) as typeof driver;
    return new EntityManager(root.config, reading, root.getMetadata(), false);
  }

  /** Whether each replica currently takes reads (for logs and tests). */
  get available(): boolean[] {
    return this.#health.map((health) => health.up);
  }
}

/** SQLSTATE classes and node errors that mean the server, not the statement, failed. */
const CONNECTION_LOST = /^(08|57P0)/;
const NODE_CONNECTION_ERRORS = new Set(['ECONNREFUSED', 'ECONNRESET', 'EPIPE', 'ETIMEDOUT', 'EHOSTUNREACH']);
/** "canceling statement due to conflict with recovery": the standby gave up the query, the primary has none. */
const RECOVERY_CONFLICT = '40001';

const codeOf = (error: unknown): string =>
  typeof error === 'object' && error !== null && 'code' in error && typeof error.code === 'string' ? error.code : '';

export function isConnectionLoss(error: unknown): boolean {
  const code = codeOf(error);
  if (CONNECTION_LOST.test(code) || NODE_CONNECTION_ERRORS.has(code)) return true;
  const message = error instanceof Error ? error.message : '';
  return /Connection terminated|not queryable|connection error/i.test(message);
}

class ReplicaHealth {
  readonly #name: string;
  readonly #retryAfterMs: number;
  readonly #onChange: (message: string) => void;
  readonly #now: () => number;
  #downUntil: number | null = null;

  constructor(name: string, options: ReplicaOptions) {
    this.#name = name;
    this.#retryAfterMs = options.retryAfterMs ?? 5_000;
    this.#onChange = options.onChange ?? (() => {});
    this.#now = options.now ?? (() => performance.now());
  }

  get up(): boolean {
    return this.#downUntil === null;
  }

  /** True while the replica is skipped; once its delay is over it is tried again. */
  skipped(): boolean {
    return this.#downUntil !== null && this.#now() < this.#downUntil;
  }

  failed(error: unknown): void {
    if (this.#downUntil === null) this.#onChange(`${this.#name} is unavailable, reads go to the primary: ${String(error)}`);
    this.#downUntil = this.#now() + this.#retryAfterMs;
  }

  answered(): void {
    if (this.#downUntil !== null) this.#onChange(`${this.#name} answers again, reads go back to it`);
    this.#downUntil = null;
  }
}

/**
 * Kysely asks the replica's pool for a connection per query; while the replica is away it gets one of
 * the primary's instead (its release returns it to the primary's pool). A query already on a replica
 * connection that the server drops, or cancels for a recovery conflict, is run again on the primary.
 */
function fallBackToPrimary(replica: Pool, primary: Pool, health: ReplicaHealth): void {
  const connect = replica.connect.bind(replica);
  const borrowed = () => primary.connect() as Promise<PoolClient>;
  replica.connect = ((callback?: unknown) => {
    if (callback) return connect(callback);
    if (health.skipped()) return borrowed();
    return (connect() as Promise<PoolClient>).then(
      (client) => (health.answered(), client),
      (error: unknown) => (health.failed(error), borrowed()),
    );
  }) as Pool['connect'];
  replica.on('connect', (client) => {
    const query = client.query.bind(client);
    client.query = (...args: unknown[]) => {
      // Only the promise form with SQL text is retried: Kysely's; streams and callbacks fail as they are.
      if (typeof args[0] !== 'string' || typeof args.at(-1) === 'function') return query(...args);
      return (query(...args) as Promise<unknown>).catch(async (error: unknown) => {
        const lost = isConnectionLoss(error);
        if (!lost && codeOf(error) !== RECOVERY_CONFLICT) throw error;
        if (lost) health.failed(error);
        const fallback = await borrowed();
        try {
          return await fallback.query(...args);
        } finally {
          fallback.release();
        }
      });
    };
  });
}
