import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import type { Burst, BurstResult } from './burst-client.ts';

const client = fileURLToPath(new URL('./burst-client.ts', import.meta.url));

/** All of `burst`'s requests at once, from a child process; resolves with the answers and the time taken. */
export function burst(requests: Burst): Promise<BurstResult> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [client], { stdio: ['pipe', 'pipe', 'inherit'] });
    let output = '';
    child.stdout.setEncoding('utf8').on('data', (chunk: string) => (output += chunk));
    child.on('error', reject);
    child.on('close', (code) =>
      code === 0 ? resolve(JSON.parse(output) as BurstResult) : reject(new Error(`burst client exited ${code}`)),
    );
    child.stdin.end(JSON.stringify(requests));
  });
}
