import { createServer, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';
import { PgBossJobQueue } from '@lurkit/adapters/jobs/pg-boss-job-queue.ts';
import { FAN_OUT_WEBHOOK_EVENT_JOB } from '@lurkit/adapters/jobs/webhooks.job.ts';
import { MikroOrmRateLimits } from '@lurkit/adapters/postgres/limits/mikro-orm-rate-limits.ts';
import { createOrm } from '@lurkit/adapters/postgres/shared/create-orm.ts';
import { Argon2idPasswordHasher } from '@lurkit/adapters/security/argon2id-password-hasher.ts';
import { SecretCipher } from '@lurkit/adapters/security/secret-cipher.ts';
import { scopeFactory } from '@lurkit/adapters/wiring/scope.ts';
import { startApp } from '@lurkit/api/start-app.ts';
import { systemClock } from '@lurkit/core/shared/clock.port.ts';
import { AddWebhookEndpoint } from '@lurkit/core/webhooks/application/manage-webhook-endpoints.ts';
import { fanOutWebhookEventHandler } from '@lurkit/worker/jobs/webhooks.handler.ts';
import { withBenchDatabase } from './bench-database.ts';
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
  return withBenchDatabase(async (url) => {
    const app = await startApp({
      databaseUrl: url,
      port: 0,
      seedDemoData: false,
      runWorker: false,
      env: { ...process.env, LOG_LEVEL: 'silent', SMTP_URL: '', SECRETS_KEY: '01'.repeat(32) },
    });
    await app.stop();

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

    const orm = await createOrm(url, { poolMax: 20 });
    const queue = new PgBossJobQueue(url, { pollingIntervalSeconds: 0.5 });
    await queue.start();
    try {
      const scopes = scopeFactory(orm.em, {
        clock: systemClock,
        hasher: new Argon2idPasswordHasher(),
        limits: new MikroOrmRateLimits(orm.em.fork()),
        queue,
        appUrl: 'http://localhost',
        secrets: new SecretCipher(Buffer.alloc(32, 1)),
        webhooks: { allowHttp: true, allowedPrivateHosts: [host] },
      });
      const companies = Array.from({ length: ENDPOINTS }, uuid);
      for (const companyId of companies) {
        await orm.em
          .fork()
          .getConnection()
          .execute(
            `insert into company (id, name, type, website, email, is_verified, created_at) values (?, ?, 'publisher', 'https://bench.example', 'owner@bench.example', true, now())`,
            [companyId, `Bench Studio ${companyId}`],
          );
        const added = await scopes().transaction((scope) =>
          new AddWebhookEndpoint(scope.webhooks).execute({ companyId, url: `http://${host}/${companyId}`, events: ['key.claimed'] }),
        );
        if (!added.ok) throw new Error(added.error.message);
      }
      await queue.work(
        FAN_OUT_WEBHOOK_EVENT_JOB.name,
        fanOutWebhookEventHandler(scopes, () => undefined),
        {
          batchSize: 100,
          localConcurrency: 2,
          jobsAtOnce: 50,
        },
      );

      const started = performance.now();
      const changes: Promise<void>[] = [];
      for (let i = 0; i < EVENTS; i += 1) {
        const due = started + (i * 1000) / RATE;
        const wait = due - performance.now();
        if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
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
      const timeout = setTimeout(allDelivered, 120_000);
      await done;
      clearTimeout(timeout);
      const totalS = (performance.now() - started) / 1000;
      const figure = p95(latencies);
      return [
        {
          name: `webhooks: ${EVENTS.toLocaleString('en')} events over ${ENDPOINTS} endpoints at ${RATE}/s, receivers answering in ${RECEIVER_MS} ms: p95 change → delivery under ${P95_TARGET_MS / 1000} s`,
          figures: `p95 ${Math.round(figure)} ms, ${latencies.length} of ${EVENTS} delivered in ${totalS.toFixed(1)} s`,
          met: figure < P95_TARGET_MS && latencies.length === EVENTS,
        },
      ];
    } finally {
      await queue.stop();
      await orm.close();
      receiver.close();
    }
  });
}

if (import.meta.main)
  for (const result of await benchWebhooks()) console.log(`${result.met ? 'met   ' : 'MISSED'} ${result.name}: ${result.figures}`);
