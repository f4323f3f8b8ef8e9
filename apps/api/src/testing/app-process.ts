import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import { pathToFileURL } from 'node:url';

export interface AppProcess {
  url: string;
  child: ChildProcess;
  stop(): Promise<void>;
}

/**
 * The app (API and its worker) in its own process on `databaseUrl`, as a second server would run it;
 * on `port` when given (a restarted app answers where the first did), a free one otherwise.
 */
export async function startAppProcess(databaseUrl: string, env: NodeJS.ProcessEnv, port = 0): Promise<AppProcess> {
  const module = pathToFileURL(path.join(import.meta.dirname, '../start-app.ts')).href;
  const script = `const { startApp } = await import(${JSON.stringify(module)});
    const app = await startApp({ databaseUrl: ${JSON.stringify(databaseUrl)}, port: ${port}, webDistDir: null });
    console.log('LISTENING ' + app.url);
    process.once('SIGTERM', async () => { await app.stop(); process.exit(0); });`;
  const child = spawn(process.execPath, ['--input-type=module', '-e', script], {
    env: { ...process.env, LOG_LEVEL: 'silent', SMTP_URL: '', NODE_ENV: 'test', JOB_POLL_SECONDS: '0.5', ...env },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const url = await new Promise<string>((resolve, reject) => {
    let output = '';
    child.stdout?.on('data', (chunk: Buffer) => {
      output += chunk.toString();
      const match = output.match(/LISTENING (\S+)/);
      if (match?.[1]) resolve(match[1]);
    });
    child.once('exit', (code) => reject(new Error(`the app process exited (${code}) while starting`)));
  });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  return {
    url,
    child,
    async stop() {
      child.kill('SIGTERM');
      const timer = setTimeout(() => child.kill('SIGKILL'), 10_000);
      await exited;
      clearTimeout(timer);
    },
  };
}
