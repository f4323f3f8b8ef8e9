import { existsSync } from 'node:fs';
import { readFile, readlink, realpath, rm } from 'node:fs/promises';

export type StalePostmasterOutcome = 'none' | 'removed stale pid file' | 'stopped orphaned server';

const isAlive = (pid: number): boolean => {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: it exists but belongs to someone else.
    return error instanceof Error && 'code' in error && error.code === 'EPERM';
  }
};

const procText = (pid: number, file: string) => readFile(`/proc/${pid}/${file}`, 'utf8').catch(() => null);

/** The parent process id, from /proc/<pid>/stat (the field after the parenthesised command name). */
async function parentOf(pid: number): Promise<number | null> {
  const stat = await procText(pid, 'stat');
  const fields = stat?.slice(stat.lastIndexOf(')') + 2).split(' ');
  return fields?.[1] ? Number(fields[1]) : null;
}

/**
 * After a kill -9 of `npm start`, its embedded PostgreSQL lives on, orphaned, holding the data directory
 * (postmaster.pid), and the next start failed with a bare `undefined`. Before starting: a pid file whose
 * process is gone is removed; a postgres still running in OUR data directory whose parent is no longer
 * a node process is stopped (fast shutdown, so nothing acknowledged is lost); anything else is left
 * alone and reported with what to do.
 */
export async function clearStalePostmaster(dataDir: string, waitMs = 20_000): Promise<StalePostmasterOutcome> {
  const pidFile = `${dataDir}/postmaster.pid`;
  if (!existsSync(pidFile)) return 'none';
  const pid = Number((await readFile(pidFile, 'utf8')).split('\n')[0]);
  if (!Number.isInteger(pid) || pid <= 0 || !isAlive(pid)) {
    await rm(pidFile, { force: true });
    return 'removed stale pid file';
  }
  const command = (await procText(pid, 'cmdline'))?.split('\0').join(' ') ?? null;
  const cwd = await readlink(`/proc/${pid}/cwd`).catch(() => null);
  const ours = command !== null && /postgres/.test(command) && cwd !== null && cwd === (await realpath(dataDir));
  if (command !== null && !ours) {
    // The pid was reused by an unrelated process: PostgreSQL would refuse to start over the file.
    await rm(pidFile, { force: true });
    return 'removed stale pid file';
  }
  const parent = await parentOf(pid);
  const parentCommand = parent && parent !== 1 ? ((await procText(parent, 'cmdline'))?.split('\0').join(' ') ?? '') : '';
  if (command === null || /\bnode\b/.test(parentCommand)) {
    throw new Error(
      command === null
        ? `PostgreSQL process ${pid} holds ${dataDir} (postmaster.pid). If no Lurkit is running, stop it with \`kill ${pid}\` and start again.`
        : `Another Lurkit (process ${parent}) is running on ${dataDir}: stop it (Ctrl-C in its terminal, or \`kill ${parent}\`) and start again.`,
    );
  }
  process.kill(pid, 'SIGINT');
  const deadline = Date.now() + waitMs;
  while (isAlive(pid)) {
    if (Date.now() > deadline) {
      throw new Error(
        `The orphaned PostgreSQL (process ${pid}) on ${dataDir} did not stop: stop it with \`kill -9 ${pid}\` and start again.`,
      );
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return 'stopped orphaned server';
}
