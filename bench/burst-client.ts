/**
 * Sends a burst of requests all at once from its own process (see burst.ts), so the client's work
 * does not share the server's event loop. Reads the burst as JSON on stdin; prints, as one JSON line,
 * each answer's status and body in order and the seconds from the first send to the last answer.
 */
export interface Burst {
  url: string;
  requests: { headers: Record<string, string>; body: string }[];
}

export interface BurstResult {
  seconds: number;
  answers: { status: number; body: string }[];
}

let input = '';
for await (const chunk of process.stdin) input += chunk;
const burst = JSON.parse(input) as Burst;
const started = performance.now();
const answers = await Promise.all(
  burst.requests.map(async ({ headers, body }) => {
    const response = await fetch(burst.url, { method: 'POST', headers, body });
    return { status: response.status, body: await response.text() };
  }),
);
const result: BurstResult = { seconds: (performance.now() - started) / 1000, answers };
process.stdout.write(`${JSON.stringify(result)}\n`);
