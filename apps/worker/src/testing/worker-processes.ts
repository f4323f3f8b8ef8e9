import { spawn, type ChildProcess } from 'node:child_process';
import { seededRandom } from '@lurkit/core/shared/testing/seeded-random.ts';
import { workerBundle } from './worker-bundle.ts';

/**
 * apps/worker/src/main.ts as processes of their own, for the kill -9 fault tests: each delivers mail
 * to the development outbox and polls fast; `start` resolves once the worker works. Each runs the worker
 * bundled into one file (see worker-bundle.ts), so a start spends its time starting the worker rather
 * than loading its modules.
 */
export function workerProcesses(databaseUrl: () => string) {
  const children = new Set<ChildProcess>();
  // The kill points are drawn from a seed: every run aims its kills at the same moments.
  const random = seededRandom(20_261_203);
  async function start(): Promise<ChildProcess> {
    const child = spawn(process.execPath, [await workerBundle()], {
      env: {
        ...process.env,
        DATABASE_URL: databaseUrl(),
        SMTP_URL: '',
        NODE_ENV: 'test',
        LOG_LEVEL: 'info',
        JOB_POLL_SECONDS: '0.5',
        MAIL_LEASE_SECONDS: '2',
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    children.add(child);
    child.once('exit', () => children.delete(child));
    await new Promise<void>((resolve, reject) => {
      let output = '';
      child.stdout?.on('data', (chunk: Buffer) => {
        output += chunk.toString();
        if (output.includes('worker started')) resolve();
      });
      child.once('exit', (code) => reject(new Error(`the worker exited (${code}) while starting`)));
    });
    return child;
  }
  /**
   * Starts a worker, kills it -9 at a random point 20 to 20 + `spreadMs` ms into its work, `kills`
   * times. With `working`, the random point is counted from when it says the worker got to work (it
   * gives up waiting after a second), so a worker slowed by a busy machine is not killed idle.
   */
  async function killLoop(kills: number, spreadMs: number, working?: () => Promise<unknown>) {
    for (let kill = 0; kill < kills; kill += 1) {
      const worker = await start();
      if (working) await Promise.race([working(), new Promise((resolve) => setTimeout(resolve, 1_000))]);
      await new Promise((resolve) => setTimeout(resolve, 20 + random() * spreadMs));
      const exited = new Promise((resolve) => worker.once('exit', resolve));
      worker.kill('SIGKILL');
      await exited;
    }
  }
  const killAll = () => {
    for (const child of children) child.kill('SIGKILL');
  };
  return { start, killLoop, killAll };
}
