import { Writable } from 'node:stream';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { schema } from '../../graphql/schema.ts';
import { DEMO_COMPANY_USERNAME, DEMO_CREATOR_USERNAME, DEMO_PASSWORD, DEMO_STAFF_USERNAME } from '../../seed/demo-world.ts';
import type { HttpClient } from '../../testing/http-client.ts';
import { useTestApp } from '../../testing/test-app.ts';
import { problemWith } from './answer-checks.ts';
import { authRequests } from './auth-requests.ts';
import type { FuzzRequest, Identity } from './fuzz-request.ts';
import { schemaFieldRequests } from './graphql-requests.ts';
import { hostileDocumentRequests } from './hostile-documents.ts';
import { uploadRequests } from './upload-requests.ts';

/**
 * A few thousand generated requests against the real server: every query and mutation of the
 * schema with valid, edge and hostile arguments, as each demo user and signed out; over-limit and
 * malformed documents; Auth.js endpoints with hostile forms; code files, images and client events. No answer may be a fault.
 *
 * FUZZ_SEED=<number> replays a run (a failure prints its seed), FUZZ_SEED=random explores a new one;
 * unset, the seed is fixed so `npm test` answers the same every time.
 */
const seed = process.env.FUZZ_SEED === 'random' ? Date.now() % 2 ** 31 : Number(process.env.FUZZ_SEED ?? 20261124);
/** Generated GraphQL requests in all, shared by the schema's fields (at least 8 each), so the suite stays bounded as the schema grows. */
const FIELD_REQUESTS = 3_000;
const MIN_PER_FIELD = 8;
const HOSTILE_DOCUMENTS = 500;
const AUTH_REQUESTS = 900;
const UPLOAD_REQUESTS = 400;
const CONCURRENCY = 6;
const BUDGET_MS = 60_000;

const faults: string[] = [];
const logs = new Writable({
  write(chunk, _encoding, done) {
    for (const line of String(chunk).split('\n')) if (/"level":(50|60)/.test(line)) faults.push(line.slice(0, 500));
    done();
  },
});
const app = useTestApp({ seedDemoData: true, env: { LOG_LEVEL: 'error' }, logDestination: logs });

const UUID = /[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}/g;

/** Real ids from the demo world, so generated requests reach rows that exist (and belong to someone else). */
async function demoIds(clients: Record<Identity, HttpClient>): Promise<string[]> {
  const answers = await Promise.all([
    clients.company.gql('Ids', 'query Ids { me { id } companyKeyCampaigns(first: 20) { edges { node { id } } } codeManagerItems { id } }'),
    clients.creator.gql('Ids', 'query Ids { me { id } browseKeyCampaigns(first: 20) { edges { node { id } } } myKeyDeals { __typename } }'),
    clients.staff.gql('Ids', 'query Ids { me { id } companiesForReview(first: 20) { edges { node { __typename } } } }'),
  ]);
  return [...new Set(answers.flatMap((a) => JSON.stringify(a.data).match(UUID) ?? []))];
}

async function send(client: HttpClient, request: FuzzRequest): Promise<{ status: number; text: string }> {
  let body = request.body;
  if (request.withCsrf) {
    const csrfToken = await client.csrfToken();
    body =
      request.withCsrf === 'form'
        ? `${body ? `${body}&` : ''}${new URLSearchParams({ csrfToken })}`
        : JSON.stringify({ ...(JSON.parse(body ?? '{}') as object), csrfToken });
  }
  const response = await client.request(request.path, { method: request.method, headers: request.headers, body });
  return { status: response.status, text: await response.text() };
}

describe('fuzzing the API', () => {
  it(`answers every generated request without a fault (seed ${seed})`, { timeout: 180_000 }, async () => {
    console.info(`fuzz seed ${seed} (FUZZ_SEED=${seed} replays this run)`);
    const clients: Record<Identity, HttpClient> = {
      anonymous: app.client(),
      company: app.client(),
      creator: app.client(),
      staff: app.client(),
    };
    await clients.company.signIn(DEMO_COMPANY_USERNAME, DEMO_PASSWORD);
    await clients.creator.signIn(DEMO_CREATOR_USERNAME, DEMO_PASSWORD);
    await clients.staff.signIn(DEMO_STAFF_USERNAME, DEMO_PASSWORD);
    const ids = await demoIds(clients);
    expect(ids.length).toBeGreaterThan(3);

    const fields = schemaFieldRequests(schema, ids);
    expect(fields.length).toBeGreaterThan(40);
    const perField = Math.max(MIN_PER_FIELD, Math.floor(FIELD_REQUESTS / fields.length));
    const requests = [
      ...fields.flatMap(([, arbitrary], i) => fc.sample(arbitrary, { seed: seed + i, numRuns: perField })),
      ...fc.sample(hostileDocumentRequests, { seed, numRuns: HOSTILE_DOCUMENTS }),
      ...fc.sample(authRequests, { seed, numRuns: AUTH_REQUESTS }),
      ...fc.sample(uploadRequests(ids), { seed, numRuns: UPLOAD_REQUESTS }),
    ];

    const started = Date.now();
    const problems: string[] = [];
    const statuses = new Map<number, number>();
    const timeByLabel = new Map<string, number>();
    // Auth requests come from fresh browsers: a generated sign-out must not end a demo user's session.
    const authClients = Array.from({ length: CONCURRENCY }, () => app.client());
    let next = 0;
    await Promise.all(
      Array.from({ length: CONCURRENCY }, async (_, worker) => {
        while (next < requests.length) {
          const request = requests[next++]!;
          const client = request.path.startsWith('/api/auth') ? authClients[worker]! : clients[request.as];
          const sent = Date.now();
          const { status, text } = await send(client, request);
          timeByLabel.set(request.label, (timeByLabel.get(request.label) ?? 0) + Date.now() - sent);
          statuses.set(status, (statuses.get(status) ?? 0) + 1);
          const problem = problemWith(request, status, text);
          if (problem)
            problems.push(
              `${request.label} as ${request.as}: ${problem}\n  request: ${(request.body ?? request.path).slice(0, 300)}\n  answer: ${text.slice(0, 300)}`,
            );
        }
      }),
    );
    const elapsed = Date.now() - started;
    if (process.env.FUZZ_DEBUG) console.info(problems.join('\n'), faults.join('\n'));
    const byStatus = [...statuses].sort(([a], [b]) => a - b).map(([status, n]) => `${status}: ${n}`);
    console.info(`fuzz: ${requests.length} requests in ${elapsed} ms (${byStatus.join(', ')}), ${problems.length} problems`);
    const slowest = [...timeByLabel].sort(([, a], [, b]) => b - a).slice(0, 5);
    console.info(`fuzz: most time spent on ${slowest.map(([label, ms]) => `${label} ${ms} ms`).join(', ')}`);

    expect(problems.slice(0, 10), `seed ${seed}: ${problems.length} answers broke the rules`).toEqual([]);
    expect(faults.slice(0, 5), `seed ${seed}: faults were logged`).toEqual([]);
    expect(elapsed).toBeLessThan(BUDGET_MS);
  });
});
