import type { EntityManager } from '@mikro-orm/postgresql';
import { createServer, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';
import { PgBossJobQueue } from '@lurkit/adapters/jobs/pg-boss-job-queue.ts';
import { FAN_OUT_WEBHOOK_EVENT_JOB } from '@lurkit/adapters/jobs/webhooks.job.ts';
import { MikroOrmRateLimits } from '@lurkit/adapters/postgres/limits/mikro-orm-rate-limits.ts';
import { createOrm } from '@lurkit/adapters/postgres/shared/create-orm.ts';
import { Argon2idPasswordHasher } from '@lurkit/adapters/security/argon2id-password-hasher.ts';
import { SecretCipher } from '@lurkit/adapters/security/secret-cipher.ts';
import { scopeFactory } from '@lurkit/adapters/wiring/scope.ts';
import { systemClock } from '@lurkit/core/shared/clock.port.ts';
import { AddWebhookEndpoint } from '@lurkit/core/webhooks/application/manage-webhook-endpoints.ts';
import { fanOutWebhookEventHandler } from '@lurkit/worker/jobs/webhooks.handler.ts';
import { withBenchApp } from './bench-app.ts';
import type { BenchResult } from './markdown-table.ts';

/**
 * Webhooks (spec: company integrations): EVENTS changes, each writing its event in its own transaction,
 * spread over ENDPOINTS endpoints (one per company, as a company has at most 20), at RATE changes a
 * second; every receiver answers after 50 ms. Measured: the time from each change's commit to its
 * delivery reaching the receiver (its answer sent), through the real outbox, pg-boss job, fan-out and HTTP sender.
 * WEBHOOK_BENCH_EVENTS, WEBHOOK_BENCH_ENDPOINTS and WEBHOOK_BENCH_RATE make it smaller or larger.
 */
const EVENTS = Number(process.env.WEBHOOK_BENCH_EVENTS ?? 10_000);
const ENDPOINTS = Number(process.env.WEBHOOK_BENCH_ENDPOINTS ?? 100);
const RATE = Number(process.env.WEBHOOK_BENCH_RATE ?? 200);
const RECEIVER_MS = 50;
const P95_TARGET_MS = 5_000;

const p95 = (ms: number[]) => [...ms].sort((a, b) => a - b)[Math.ceil(ms.length * 0.95) - 1] ?? 0;
const uuid = () => globalThis.crypto.randomUUID();
const bodyOf = (request: IncomingMessage) =>
  new Promise<string>((resolve) => {
    let body = '';
    request.on('data', (chunk: Buffer) => (body += chunk.toString())).on('end', () => resolve(body));
  });

export async function benchWebhooks(): Promise<BenchResult[]> {
  return withBenchApp({ poolMax: 20 }, async ({ url, orm, aCompany }) => {
    const committedAt = new Map<string, number>();
    const latencies: number[] = [];
    let allDelivered: () => void = () => undefined;
    const done = new Promise<void>((resolve) => (allDelivered = resolve));
    const receiver = createServer(async (request, response) => {
      const body = await bodyOf(request);
      await new Promise((resolve) => setTimeout(resolve, RECEIVER_MS));
      response.writeHead(200).end('ok');
      const { data } = JSON.parse(body) as { data: { participantId: string } };
      latencies.push(performance.now() - (committedAt.get(data.participantId) ?? performance.now()));
      if (latencies.length === EVENTS) allDelivered();
    });
    await new Promise<void>((resolve) => receiver.listen(0, '127.0.0.1', resolve));
    const host = `127.0.0.1:${(receiver.address() as AddressInfo).port}`;

    // The changes come from the app's pool; the worker has its own, as in its own process.
    const workerOrm = await createOrm(url, { poolMax: 10 });
    const queue = new PgBossJobQueue(url, { pollingIntervalSeconds: 0.5 });
    await queue.start();
    try {
      const scopesOn = (em: EntityManager) =>
        scopeFactory(em, {
          clock: systemClock,
          hasher: new Argon2idPasswordHasher(),
          limits: new MikroOrmRateLimits(em.fork()),
          queue,
          appUrl: 'http://localhost',
          secrets: new SecretCipher(Buffer.alloc(32, 1)),
          webhooks: { allowHttp: true, allowedPrivateHosts: [host] },
        });
      const scopes = scopesOn(orm.em);
      const companies: string[] = [];
      for (let n = 0; n < ENDPOINTS; n += 1) {
        const companyId = await aCompany();
        companies.push(companyId);
        const added = await scopes().transaction((scope) =>
          new AddWebhookEndpoint(scope.webhooks).execute({ companyId, url: `http://${host}/${companyId}`, events: ['key.claimed'] }),
        );
        if (!added.ok) throw new Error(added.error.message);
      }
      // As the worker registers it (start-worker.ts).
      await queue.workBatch(
        FAN_OUT_WEBHOOK_EVENT_JOB.name,
        fanOutWebhookEventHandler(scopesOn(workerOrm.em), () => undefined),
        FAN_OUT_WEBHOOK_EVENT_JOB.work,
      );

      const started = performance.now();
      const cpu = process.cpuUsage();
      const changes: Promise<void>[] = [];
      for (let i = 0; i < EVENTS; i += 1) {
        const due = started + (i * 1000) / RATE;
        const wait = due - performance.now();
        // Behind schedule, the changes still go one by one, never in one burst that would starve the rest.
        await new Promise((resolve) => (wait > 0 ? setTimeout(resolve, wait) : setImmediate(resolve)));
        const participantId = uuid();
        changes.push(
          (async () => {
            await scopes().transaction((scope) =>
              scope.keys.events.record({
                companyId: companies[i % ENDPOINTS]!,
                kind: 'key.claimed',
                occurredAt: new Date(),
                data: { participantId },
              }),
            );
            committedAt.set(participantId, performance.now());
          })(),
        );
      }
      await Promise.all(changes);
      const writtenS = (performance.now() - started) / 1000;
      const timeout = setTimeout(allDelivered, 120_000);
      await done;
      clearTimeout(timeout);
      const totalS = (performance.now() - started) / 1000;
      // The process's own CPU (changes, relay and receivers): on a loaded machine wall time also counts others.
      const used = process.cpuUsage(cpu);
      const cpuS = (used.user + used.system) / 1e6;
      const figure = p95(latencies);
      return [
        {
          name: `webhooks: ${EVENTS.toLocaleString('en')} events over ${ENDPOINTS} endpoints at ${RATE}/s, receivers answering in ${RECEIVER_MS} ms: p95 change → delivery under ${P95_TARGET_MS / 1000} s`,
          figures: `p95 ${Math.round(figure)} ms, ${latencies.length} of ${EVENTS} delivered in ${totalS.toFixed(1)} s (changes written in ${writtenS.toFixed(1)} s, process CPU ${cpuS.toFixed(1)} s)`,
          met: figure < P95_TARGET_MS && latencies.length === EVENTS,
        },
      ];
    } finally {
      await queue.stop();
      await workerOrm.close();
      receiver.close();
    }
  });
}

if (import.meta.main)
  for (const result of await benchWebhooks()) console.log(`${result.met ? 'met   ' : 'MISSED'} ${result.name}: ${result.figures}`);
