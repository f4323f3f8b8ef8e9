import { execFile } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import type { LoadRun, LoadRunResult, LoadTarget } from './load-client.ts';

const client = fileURLToPath(new URL('./load-client.ts', import.meta.url));

function loadOnce(run: LoadRun): Promise<LoadRunResult> {
  return new Promise((resolve, reject) => {
    execFile(process.execPath, [client, JSON.stringify(run)], { maxBuffer: 1 << 20 }, (error, stdout) => {
      if (error) return reject(error);
      resolve(JSON.parse(stdout.trim().split('\n').at(-1) ?? '{}') as LoadRunResult);
    });
  });
}

export interface LoadResult {
  requestsPerSecond: number;
  /** The median of the rounds' 99th percentiles. */
  p99Ms: number;
  /** This process's CPU time per answered request: the server's cost, which a busy machine moves least. */
  serverCpuUsPerRequest: number;
  non2xx: number;
  errors: number;
}

export interface LoadPlan {
  targets: LoadTarget[];
  connections: number;
  rounds: number;
  secondsPerRound: number;
}

/**
 * Keep-alive load from a child process on each target in turn, round after round, after a warm-up
 * (JIT, pools and caches are not what we measure). On a machine shared with other work each target
 * then sees the same mix of quiet and busy moments, so their ratios hold even when absolute figures
 * wander. The server must run in this process for the CPU figure to mean anything.
 */
export async function load(plan: LoadPlan): Promise<LoadResult[]> {
  for (const target of plan.targets) await loadOnce({ target, connections: plan.connections, seconds: 1 });
  const totals = plan.targets.map(() => ({ requests: 0, seconds: 0, cpuUs: 0, p99s: [] as number[], non2xx: 0, errors: 0 }));
  for (let round = 0; round < plan.rounds; round += 1) {
    for (const [i, target] of plan.targets.entries()) {
      const cpuBefore = process.cpuUsage();
      const result = await loadOnce({ target, connections: plan.connections, seconds: plan.secondsPerRound });
      const cpu = process.cpuUsage(cpuBefore);
      const total = totals[i]!;
      total.requests += result.requests;
      total.seconds += result.seconds;
      total.cpuUs += cpu.user + cpu.system;
      total.p99s.push(result.p99Ms);
      total.non2xx += result.non2xx;
      total.errors += result.errors;
    }
  }
  const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? Number.NaN;
  return totals.map((t) => ({
    requestsPerSecond: t.requests / t.seconds,
    p99Ms: median(t.p99s),
    serverCpuUsPerRequest: t.cpuUs / Math.max(t.requests, 1),
    non2xx: t.non2xx,
    errors: t.errors,
  }));
}
