import autocannon from 'autocannon';

/**
 * The load generator, run in its own process (see load.ts) so that sending requests and reading
 * answers does not share the server's event loop. Reads its plan as JSON from argv, prints the results
 * as one JSON line.
 */
export interface LoadTarget {
  url: string;
  method?: 'GET' | 'POST';
  headers?: Record<string, string>;
  body?: string;
}

/**
 * Targets are loaded in turn, round after round: on a machine shared with other work, each target then
 * sees the same mix of quiet and busy moments, so their ratios hold even when the absolute figures wander.
 */
export interface LoadPlan {
  targets: LoadTarget[];
  connections: number;
  rounds: number;
  secondsPerRound: number;
}

export interface LoadResult {
  requestsPerSecond: number;
  /** The median of the rounds' 99th percentiles. */
  p99Ms: number;
  non2xx: number;
  errors: number;
}

const plan = JSON.parse(process.argv[2] ?? '{}') as LoadPlan;
const run = (target: LoadTarget, seconds: number) =>
  autocannon({
    url: target.url,
    method: target.method ?? 'GET',
    headers: target.headers,
    body: target.body,
    connections: plan.connections,
    duration: seconds,
  });
// Warm-up: JIT, pools and caches are not what we measure.
for (const target of plan.targets) await run(target, 1);
const totals = plan.targets.map(() => ({ requests: 0, seconds: 0, p99s: [] as number[], non2xx: 0, errors: 0 }));
for (let round = 0; round < plan.rounds; round += 1) {
  for (const [i, target] of plan.targets.entries()) {
    const result = await run(target, plan.secondsPerRound);
    const total = totals[i]!;
    total.requests += result.requests.total;
    total.seconds += result.duration;
    total.p99s.push(result.latency.p99);
    total.non2xx += result.non2xx;
    total.errors += result.errors + result.timeouts;
  }
}
const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? Number.NaN;
const results: LoadResult[] = totals.map((t) => ({
  requestsPerSecond: t.requests / t.seconds,
  p99Ms: median(t.p99s),
  non2xx: t.non2xx,
  errors: t.errors,
}));
console.log(JSON.stringify(results));
