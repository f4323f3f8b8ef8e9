/** The part of vitest's JSON report the soak reads. */
export interface VitestJsonReport {
  testResults: {
    name: string;
    status: string;
    message?: string;
    assertionResults: { fullName: string; status: string }[];
  }[];
}

export interface SoakRun {
  /** Undefined when the run left no report (Prettier failed, or vitest itself crashed). */
  report: VitestJsonReport | undefined;
  exitCode: number | null;
}

/**
 * How many runs each test failed in, keyed `file > test`. A file that failed outside its tests (its
 * import or a hook) counts under the file's name, and a run that failed without any failed test (no
 * report, or an unhandled error) under "(the run itself)", so a red run never reads as a clean table.
 */
export function failuresOf(runs: readonly SoakRun[], root: string): Map<string, number> {
  const failures = new Map<string, number>();
  const count = (key: string) => failures.set(key, (failures.get(key) ?? 0) + 1);
  for (const { report, exitCode } of runs) {
    const failed = new Set<string>();
    for (const file of report?.testResults ?? []) {
      const name = file.name.startsWith(root) ? file.name.slice(root.length + 1) : file.name;
      const tests = file.assertionResults.filter((test) => test.status === 'failed');
      for (const test of tests) failed.add(`${name} > ${test.fullName}`);
      if (file.status === 'failed' && tests.length === 0) failed.add(`${name} (outside its tests)`);
    }
    if (exitCode !== 0 && failed.size === 0) failed.add('(the run itself)');
    failed.forEach(count);
  }
  return failures;
}

/** A plain-text table, most frequent first; empty when nothing failed. */
export function failureTable(failures: ReadonlyMap<string, number>, runs: number): string {
  const rows = [...failures].sort(([a, x], [b, y]) => y - x || a.localeCompare(b));
  return rows.map(([test, times]) => `  ${`${times}/${runs}`.padStart(7)}  ${test}`).join('\n');
}
