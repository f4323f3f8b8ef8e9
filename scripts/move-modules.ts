/**
 * Moves files and folders of the outer layers to their place in the floor plan (every first folder is one
 * of core's contexts or a named shell, see apps/api/src/tests/outer-layers.test.ts) and rewrites every relative import
 * that reaches a moved file, in every tracked source file of the repository.
 *
 *   node scripts/move-modules.ts            # moves with `git mv`, then rewrites imports
 *
 * It can run again at any time: a move whose source is gone is skipped, but imports that still name the
 * old place (say, in files a merge brought in) are rewritten all the same.
 */
import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, readdirSync, readFileSync, rmdirSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { MOVES } from './module-moves.ts';

const root = path.resolve(import.meta.dirname, '..');
const SOURCE = /\.(?:tsx?|mjs|cjs|js|css)$/;

const git = (...args: string[]) => execFileSync('git', args, { cwd: root, encoding: 'utf8' });
const tracked = git('ls-files', '-z').split('\0').filter(Boolean);
const trackedSet = new Set(tracked);
const isTrackedDir = (dir: string) => tracked.some((file) => file.startsWith(`${dir}/`));

/** Where a repository path goes: the longest matching move wins, so a file can leave a folder that moves elsewhere. */
function movedPath(file: string): string {
  let best: readonly [string, string] | undefined;
  for (const move of MOVES) {
    const [from] = move;
    if ((file === from || file.startsWith(`${from}/`)) && (!best || from.length > best[0].length)) best = move;
  }
  return best ? best[1] + file.slice(best[0].length) : file;
}

/** Relative specifiers in quotes: static and dynamic imports, re-exports, vi.mock, new URL(…, import.meta.url). */
const SPECIFIER = /(['"])(\.\.?\/[^'"\n]*)\1/g;

function rewrite(file: string, code: string): string {
  const from = path.posix.dirname(file);
  const to = path.posix.dirname(movedPath(file));
  return code.replace(SPECIFIER, (whole, quote: string, spec: string) => {
    const target = path.posix.normalize(path.posix.join(from, spec));
    const known = trackedSet.has(target) || isTrackedDir(target) || movedPath(target) !== target;
    if (!known) return whole;
    const next = movedPath(target);
    if (next === target && to === from) return whole;
    let relative = path.posix.relative(to, next);
    if (!relative.startsWith('.')) relative = `./${relative}`;
    if (spec.endsWith('/') && !relative.endsWith('/')) relative += '/';
    return `${quote}${relative}${quote}`;
  });
}

let rewritten = 0;
for (const file of tracked) {
  if (!SOURCE.test(file) || file.includes('node_modules/')) continue;
  const full = path.join(root, file);
  if (!existsSync(full)) continue;
  const code = readFileSync(full, 'utf8');
  const next = rewrite(file, code);
  if (next !== code) {
    writeFileSync(full, next);
    rewritten += 1;
  }
}

let moved = 0;
for (const file of tracked) {
  const next = movedPath(file);
  if (next === file || !existsSync(path.join(root, file))) continue;
  mkdirSync(path.dirname(path.join(root, next)), { recursive: true });
  git('mv', file, next);
  moved += 1;
}

/** Folders a move emptied go too (git tracks no folders, so nothing else would take them away). */
function removeIfEmpty(dir: string): void {
  if (!existsSync(dir) || !statSync(dir).isDirectory()) return;
  for (const entry of readdirSync(dir)) removeIfEmpty(path.join(dir, entry));
  if (readdirSync(dir).length === 0) rmdirSync(dir);
}
for (const [from] of MOVES) removeIfEmpty(path.join(root, from));

console.log(`moved ${moved} files, rewrote imports in ${rewritten}`);
