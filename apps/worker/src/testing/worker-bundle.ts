import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, renameSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { build } from 'esbuild';

const repoRoot = path.resolve(import.meta.dirname, '../../../..');

let bundled: Promise<string> | undefined;

/**
 * apps/worker/src/main.ts and everything it imports as one ES module file, built once per test process.
 * The kill -9 fault tests start the worker a hundred times; from source each start resolves, reads and
 * links about 2,100 modules, which was about 40% of its CPU time (1.35 s of CPU a start, 0.8 s bundled).
 * Same code, same order of evaluation: only the module loading is done once, here, instead of per start.
 *
 * Written under node_modules/.cache so the few packages that `require` an optional module at run time
 * find it from there, and named by its content so Node's compile cache keeps it from one run to the next.
 */
export function workerBundle(): Promise<string> {
  bundled ??= buildWorkerBundle();
  return bundled;
}

async function buildWorkerBundle(): Promise<string> {
  const result = await build({
    entryPoints: [path.join(import.meta.dirname, '..', 'main.ts')],
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node24',
    write: false,
    logLevel: 'error',
    // CommonJS packages inside an ES module bundle still call require for Node's own modules.
    banner: {
      js: "import { createRequire as lurkitCreateRequire } from 'node:module'; const require = lurkitCreateRequire(import.meta.url);",
    },
  });
  const code = result.outputFiles[0]!.contents;
  const directory = path.join(repoRoot, 'node_modules', '.cache', 'lurkit-worker');
  const file = path.join(directory, `main-${createHash('sha256').update(code).digest('hex').slice(0, 16)}.mjs`);
  if (!existsSync(file)) {
    mkdirSync(directory, { recursive: true });
    // Written aside and renamed into place: another test run may be reading the same file.
    const partial = `${file}.${process.pid}.partial`;
    writeFileSync(partial, code);
    renameSync(partial, file);
  }
  return file;
}
