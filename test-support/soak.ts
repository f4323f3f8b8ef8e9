import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { soakArguments } from './soak-arguments.ts';
import { failuresOf, failureTable, type VitestJsonReport } from './soak-failures.ts';

/**
 * `npm run test:soak -- [N | --runs N] [--with-app] [--keep] [-- vitest arguments]`: clones this
 * repository's committed HEAD into a fresh temporary directory, installs it as CI does, runs `npm test`
 * N times (3 unless told) back to back and prints, per test, in how many runs it failed (no rows: it
 * never failed). With `--with-app`, the app's own `npm start` runs in the clone throughout, as load
 * beside the suite. Arguments after a second `--` go to vitest, to soak a part of the suite
 * (`--runs 5 -- --project api`). Exits non-zero when any run failed.
 */
const { runs, withApp, keep, vitestArgs } = soakArguments(process.argv.slice(2));

const repo = path.resolve(import.meta.dirname, '..');
const work = mkdtempSync(path.join(tmpdir(), 'lurkit-soak-'));
const clone = path.join(work, 'lurkit');

function must(command: string, commandArgs: string[], cwd: string) {
  console.log(`$ ${command} ${commandArgs.join(' ')}`);
  const result = spawnSync(command, commandArgs, { cwd, stdio: 'inherit' });
  if (result.status !== 0) throw new Error(`${command} ${commandArgs.join(' ')} exited with ${result.status}`);
}

/** Starts `npm start` in the clone and resolves once it says it is running. */
async function startApp(): Promise<ChildProcess> {
  must('npm', ['run', 'build:web'], clone);
  const app = spawn('node', ['apps/api/src/main.ts'], {
    cwd: clone,
    env: { ...process.env, PORT: '0', LOG_LEVEL: 'warn' },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  await new Promise<void>((resolve, reject) => {
    let output = '';
    app.stdout?.on('data', (chunk: Buffer) => {
      output += chunk.toString();
      const running = /Lurkit is running at (\S+)/.exec(output);
      if (running) {
        console.log(`The app runs beside the suite at ${running[1]}`);
        resolve();
      }
    });
    app.once('exit', (code) => reject(new Error(`npm start exited (${code}) before it was running:\n${output}`)));
  });
  return app;
}

function runSuite(index: number): { seconds: number; report: VitestJsonReport | undefined; exitCode: number | null } {
  const outputFile = path.join(work, `run-${index}.json`);
  const reporters = [
    '--reporter=default',
    '--reporter=./test-support/timing-reporter.ts',
    '--reporter=json',
    `--outputFile.json=${outputFile}`,
  ];
  console.log(`\n=== soak run ${index} of ${runs} ===`);
  const started = performance.now();
  const result = spawnSync('npm', ['test', '--', ...reporters, ...vitestArgs], { cwd: clone, stdio: 'inherit' });
  const seconds = (performance.now() - started) / 1000;
  let report: VitestJsonReport | undefined;
  try {
    report = JSON.parse(readFileSync(outputFile, 'utf8')) as VitestJsonReport;
  } catch {
    // No report: the run failed before vitest (Prettier) or vitest itself crashed; counted below.
    report = undefined;
  }
  console.log(`=== soak run ${index}: exit ${result.status}, ${seconds.toFixed(0)} s ===`);
  return { seconds, report, exitCode: result.status };
}

let app: ChildProcess | undefined;
try {
  // Cloned from this checkout, then put on its commit: a clone of a linked worktree starts on the main branch.
  const head = spawnSync('git', ['rev-parse', 'HEAD'], { cwd: repo, encoding: 'utf8' }).stdout.trim();
  must('git', ['clone', '--quiet', '--no-hardlinks', repo, clone], work);
  must('git', ['checkout', '--quiet', '--detach', head], clone);
  must('npm', ['ci', '--no-audit', '--no-fund'], clone);
  if (withApp) app = await startApp();
  const results = Array.from({ length: runs }, (_, i) => runSuite(i + 1));
  const failures = failuresOf(
    results.map(({ report, exitCode }) => ({ report, exitCode })),
    clone,
  );
  const walls = results.map(({ seconds }) => seconds).sort((a, b) => a - b);
  const scope = vitestArgs.length > 0 ? ` (vitest ${vitestArgs.join(' ')})` : '';
  console.log(`\nSoak of ${runs} run(s) of npm test${scope} in ${clone}${withApp ? ', with npm start beside it' : ''}`);
  console.log(`Wall time per run: ${results.map(({ seconds }) => `${seconds.toFixed(0)} s`).join(', ')}`);
  console.log(`Median: ${walls[Math.floor((walls.length - 1) / 2)]!.toFixed(0)} s`);
  console.log(`\nFailures per test (${failures.size === 0 ? 'none' : failures.size}):`);
  console.log(failureTable(failures, runs));
  process.exitCode = failures.size === 0 ? 0 : 1;
} finally {
  app?.kill('SIGTERM');
  if (!keep) rmSync(work, { recursive: true, force: true });
}
