import autocannon from 'autocannon';

/**
 * The load generator, run in its own process (see load.ts) so that sending requests and reading
 * answers does not share the server's event loop. Reads one target as JSON from argv, prints the
 * result as one JSON line.
 */
export interface LoadTarget {
  url: string;
  method?: 'GET' | 'POST';
  headers?: Record<string, string>;
  body?: string;
  connections: number;
  seconds: number;
}

export interface LoadResult {
  requestsPerSecond: number;
  p50Ms: number;
  p99Ms: number;
  non2xx: number;
  errors: number;
}

const target = JSON.parse(process.argv[2] ?? '{}') as LoadTarget;
const run = (seconds: number) =>
  autocannon({
    url: target.url,
    method: target.method ?? 'GET',
    headers: target.headers,
    body: target.body,
    connections: target.connections,
    duration: seconds,
  });
await run(1); // warm-up: JIT, pools and caches are not what we measure
const result = await run(target.seconds);
const out: LoadResult = {
  requestsPerSecond: result.requests.total / (result.duration || target.seconds),
  p50Ms: result.latency.p50,
  p99Ms: result.latency.p99,
  non2xx: result.non2xx,
  errors: result.errors + result.timeouts,
};
console.log(JSON.stringify(out));
