/** Runs the work `iterations` times one after the other; each run's milliseconds. */
export async function timed(iterations: number, work: (i: number) => Promise<unknown>): Promise<number[]> {
  const times: number[] = [];
  for (let i = 0; i < iterations; i += 1) {
    const started = performance.now();
    await work(i);
    times.push(performance.now() - started);
  }
  return times;
}

export const median = (times: readonly number[]) => [...times].sort((a, b) => a - b)[Math.floor(times.length / 2)] ?? Number.NaN;
export const p95 = (times: readonly number[]) => [...times].sort((a, b) => a - b)[Math.ceil(times.length * 0.95) - 1] ?? Number.NaN;

/** Milliseconds as a bench table shows them: a decimal below 10. */
export const ms = (value: number) => (value < 10 ? value.toFixed(1) : value.toFixed(0));
export const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`;
