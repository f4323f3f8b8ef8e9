import { describe, expect, it } from 'vitest';
import { failuresOf, failureTable, type VitestJsonReport } from './soak-failures.ts';

const ROOT = '/tmp/clone';
const file = (name: string, tests: Record<string, string>, status = 'passed'): VitestJsonReport['testResults'][number] => ({
  name: `${ROOT}/${name}`,
  status,
  assertionResults: Object.entries(tests).map(([fullName, testStatus]) => ({ fullName, status: testStatus })),
});

describe('the soak failure table', () => {
  it('is empty when every run passed', () => {
    const passed = { report: { testResults: [file('a.test.ts', { 'a works': 'passed' })] }, exitCode: 0 };
    const failures = failuresOf([passed, passed, passed], ROOT);
    expect(failures.size).toBe(0);
    expect(failureTable(failures, 3)).toBe('');
  });

  it('counts per test how many runs it failed in, most frequent first', () => {
    const run = (flaky: string) => ({
      report: {
        testResults: [file('a.test.ts', { 'a works': 'failed', 'a flakes': flaky }, 'failed'), file('b.test.ts', { 'b works': 'passed' })],
      },
      exitCode: 1,
    });
    const failures = failuresOf([run('failed'), run('passed'), run('passed')], ROOT);
    expect([...failures]).toEqual([
      ['a.test.ts > a works', 3],
      ['a.test.ts > a flakes', 1],
    ]);
    expect(failureTable(failures, 3).split('\n')).toEqual(['      3/3  a.test.ts > a works', '      1/3  a.test.ts > a flakes']);
  });

  it('counts a file that failed outside its tests and a run that failed without a report', () => {
    const broken = { report: { testResults: [file('c.test.ts', {}, 'failed')] }, exitCode: 1 };
    const crashed = { report: undefined, exitCode: 1 };
    expect([...failuresOf([broken, crashed], ROOT)]).toEqual([
      ['c.test.ts (outside its tests)', 1],
      ['(the run itself)', 1],
    ]);
  });
});
