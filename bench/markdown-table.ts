export interface BenchResult {
  readonly name: string;
  readonly figures: string;
  readonly met: boolean;
}

/** The bench results as docs/benchmarks.md's table: one row per target, `|` inside a cell escaped. */
export function markdownTable(results: readonly BenchResult[]): string {
  const cell = (text: string) => text.replaceAll('|', '\\|');
  return [
    '| target | measured | |',
    '| --- | --- | --- |',
    ...results.map((r) => `| ${cell(r.name)} | ${cell(r.figures)} | ${r.met ? 'met' : 'MISSED'} |`),
  ].join('\n');
}
