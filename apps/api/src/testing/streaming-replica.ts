import { spawn, type ChildProcess } from 'node:child_process';
import { cp, readFile, readlink, rm, stat, writeFile, appendFile, mkdir } from 'node:fs/promises';
import path from 'node:path';
import pg from 'pg';
import { freePort } from '@lurkit/adapters/postgres/shared/embedded-database.ts';
import { withDatabase } from '@lurkit/adapters/postgres/shared/admin-connection.ts';

/** What a test needs of a running standby. */
export interface StreamingReplica {
  /** Connection URL of the standby's copy of the database. */
  url: string;
  /** Holds replay (WAL still arrives): what the primary writes meanwhile is not on the replica yet. */
  pauseReplay(): Promise<void>;
  resumeReplay(): Promise<void>;
  /** Resolves once the replica has replayed everything the primary had written when it was called. */
  caughtUp(): Promise<void>;
  /** Fast shutdown: its connections are closed and it answers no more. */
  stop(): Promise<void>;
}

const SLOT = 'test_replica';

/**
 * A hot standby of the PostgreSQL server running in `primaryDataDir`, made the way pg_basebackup makes
 * one (the embedded PostgreSQL ships without it): the data files copied between pg_backup_start and
 * pg_backup_stop, the backup label written into the copy, then started with standby.signal and a
 * primary_conninfo, streaming from a physical replication slot that keeps the WAL it still needs.
 */
export async function startStreamingReplica(primaryUrl: string, primaryDataDir: string, replicaDataDir: string): Promise<StreamingReplica> {
  const primary = new pg.Client({ connectionString: withDatabase(primaryUrl, 'postgres') });
  await primary.connect();
  let server: ChildProcess | null = null;
  try {
    await primary.query(`select pg_create_physical_replication_slot($1, true)`, [SLOT]);
    // Fast checkpoint; the backup lives in this session, so start and stop share the one connection.
    await primary.query(`select pg_backup_start('test replica', true)`);
    await cp(primaryDataDir, replicaDataDir, {
      recursive: true,
      preserveTimestamps: true,
      // The running server's own files are not part of a backup; pg_wal is taken after the stop.
      filter: (source) => !/(postmaster\.(pid|opts)|[/\\]pg_wal[/\\].+|[/\\]pg_replslot[/\\].+)$/.test(source),
    });
    const [backup] = (await primary.query<{ labelfile: string }>(`select labelfile from pg_backup_stop(false)`)).rows;
    await writeFile(path.join(replicaDataDir, 'backup_label'), backup!.labelfile);
    await mkdir(path.join(replicaDataDir, 'pg_wal'), { recursive: true });
    await cp(path.join(primaryDataDir, 'pg_wal'), path.join(replicaDataDir, 'pg_wal'), { recursive: true, preserveTimestamps: true });
    await writeFile(path.join(replicaDataDir, 'standby.signal'), '');
    const { username, password, hostname, port } = new URL(primaryUrl);
    await appendFile(
      path.join(replicaDataDir, 'postgresql.auto.conf'),
      `\nprimary_conninfo = 'host=${hostname} port=${port} user=${username} password=${password}'\nprimary_slot_name = '${SLOT}'\n`,
    );
    await matchOwner(primaryDataDir, replicaDataDir);

    const replicaPort = await freePort();
    server = await startStandby(primaryDataDir, replicaDataDir, replicaPort);
    const replicaUrl = new URL(primaryUrl);
    replicaUrl.port = String(replicaPort);
    const replica = new pg.Client({ connectionString: withDatabase(replicaUrl.toString(), 'postgres') });
    await replica.connect();
    const running = server;
    let stopped = false;
    return {
      url: replicaUrl.toString(),
      pauseReplay: async () => void (await replica.query('select pg_wal_replay_pause()')),
      resumeReplay: async () => void (await replica.query('select pg_wal_replay_resume()')),
      caughtUp: async () => {
        const [{ lsn }] = (await primary.query<{ lsn: string }>('select pg_current_wal_lsn() as lsn')).rows as [{ lsn: string }];
        // Replay is waited for through the server's own notion of progress, one query per loop turn.
        for (;;) {
          const [{ done }] = (await replica.query<{ done: boolean }>(`select pg_last_wal_replay_lsn() >= $1::pg_lsn as done`, [lsn]))
            .rows as [{ done: boolean }];
          if (done) return;
          await new Promise((resolve) => setImmediate(resolve));
        }
      },
      stop: async () => {
        if (stopped) return;
        stopped = true;
        await replica.end().catch(() => {});
        await stopServer(running);
        await primary.query(`select pg_drop_replication_slot($1)`, [SLOT]).catch(() => {});
        await primary.end();
      },
    };
  } catch (error) {
    if (server) await stopServer(server);
    await primary.end();
    await rm(replicaDataDir, { recursive: true, force: true });
    throw error;
  }
}

/** Under root the server runs as the owner of the primary's files (PostgreSQL refuses root). */
async function matchOwner(from: string, to: string): Promise<void> {
  const { uid, gid } = await stat(from);
  if (process.getuid?.() !== 0) return;
  const { execFile } = await import('node:child_process');
  await new Promise<void>((resolve, reject) =>
    execFile('chown', ['-R', `${uid}:${gid}`, to], (error) => (error ? reject(error) : resolve())),
  );
}

/** The standby runs the primary's own binary, found through its postmaster's pid. */
async function startStandby(primaryDataDir: string, dataDir: string, port: number): Promise<ChildProcess> {
  const pid = (await readFile(path.join(primaryDataDir, 'postmaster.pid'), 'utf8')).split('\n')[0];
  const binary = await readlink(`/proc/${pid}/exe`);
  const { uid, gid } = await stat(dataDir);
  const server = spawn(binary, ['-D', dataDir, '-p', String(port), '-c', 'listen_addresses=127.0.0.1', '-c', 'unix_socket_directories='], {
    ...(process.getuid?.() === 0 ? { uid, gid } : {}),
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  let said = '';
  const listen = (chunk: Buffer) => (said = (said + chunk.toString('utf8')).slice(-4000));
  // The log keeps flowing after the start; read and dropped, so it never fills the pipe.
  server.stderr!.on('data', listen);
  await new Promise<void>((resolve, reject) => {
    const started = () => {
      // A hot standby says "ready to accept read-only connections" once it has reached consistency.
      if (!said.includes('ready to accept read-only connections')) return;
      server.stderr!.off('data', started);
      server.off('exit', failed);
      resolve();
    };
    const failed = () => reject(new Error(`The standby stopped while starting: ${said.slice(-800)}`));
    server.stderr!.on('data', started);
    server.once('exit', failed);
  });
  return server;
}

async function stopServer(server: ChildProcess): Promise<void> {
  if (server.exitCode !== null) return;
  const exited = new Promise((resolve) => server.once('exit', resolve));
  // SIGINT is PostgreSQL's fast shutdown: sessions are ended, then the server exits.
  server.kill('SIGINT');
  await exited;
}
