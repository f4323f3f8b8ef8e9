import { execFile } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import type { LoadResult, LoadTarget } from './load-client.ts';

const client = fileURLToPath(new URL('./load-client.ts', import.meta.url));

/** Keep-alive load on one URL from a child process; resolves with its throughput and latency. */
export function load(target: LoadTarget): Promise<LoadResult> {
  return new Promise((resolve, reject) => {
    execFile(process.execPath, [client, JSON.stringify(target)], { maxBuffer: 1 << 20 }, (error, stdout) => {
      if (error) return reject(error);
      resolve(JSON.parse(stdout.trim().split('\n').at(-1) ?? '{}') as LoadResult);
    });
  });
}
