import autocannon from 'autocannon';

/**
 * The load generator, run in its own process (see load.ts) so that sending requests and reading
 * answers does not share the server's event loop. Reads one run as JSON from argv, prints its result
 * as one JSON line.
 */
export interface LoadTarget {
  url: string;
  method?: 'GET' | 'POST';
  headers?: Record<string, string>;
  body?: string;
}

export interface LoadRun {
  target: LoadTarget;
  connections: number;
  seconds: number;
}

export interface LoadRunResult {
  requests: number;
  seconds: number;
  p99Ms: number;
  non2xx: number;
  errors: number;
}

const run = JSON.parse(process.argv[2] ?? '{}') as LoadRun;
const result = await autocannon({
  url: run.target.url,
  method: run.target.method ?? 'GET',
  headers: run.target.headers,
  body: run.target.body,
  connections: run.connections,
  duration: run.seconds,
});
const out: LoadRunResult = {
  requests: result.requests.total,
  seconds: result.duration,
  p99Ms: result.latency.p99,
  non2xx: result.non2xx,
  errors: result.errors + result.timeouts,
};
console.log(JSON.stringify(out));
