import { execFile } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import type { LoadPlan, LoadResult } from './load-client.ts';

const client = fileURLToPath(new URL('./load-client.ts', import.meta.url));

/** Keep-alive load on each target from a child process; resolves with their throughput and latency, in order. */
export function load(plan: LoadPlan): Promise<LoadResult[]> {
  return new Promise((resolve, reject) => {
    execFile(process.execPath, [client, JSON.stringify(plan)], { maxBuffer: 1 << 20 }, (error, stdout) => {
      if (error) return reject(error);
      resolve(JSON.parse(stdout.trim().split('\n').at(-1) ?? '[]') as LoadResult[]);
    });
  });
}
