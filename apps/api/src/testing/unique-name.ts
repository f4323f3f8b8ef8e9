let taken = 0;

/**
 * `prefix` followed by a number no other name in this test process has had: a counter, not the clock,
 * so names never depend on when the test runs (each file has a database of its own; unique in it is enough).
 */
export function uniqueName(prefix = ''): string {
  taken += 1;
  return `${prefix}${taken.toString(36)}`;
}
