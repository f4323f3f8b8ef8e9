import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parentRows } from '@lurkit/adapters/testing/parent-rows.ts';
import { AddWebhookEndpoint } from '@lurkit/core/webhooks/application/manage-webhook-endpoints.ts';
import { EVENT_ID_HEADER, SIGNATURE_HEADER, verifySignature } from '@lurkit/core/webhooks/domain/webhook-signature.ts';
import { useJobDatabase } from '../testing/job-database.ts';
import { fanOutWebhookEventHandler, sweepWebhooksHandler } from './webhooks.handler.ts';

const allowedPrivateHosts: string[] = [];
/** The worker's clock: events, deliveries and signatures all carry this instant. */
const NOW = new Date('2026-11-20T12:00:00Z');
const world = useJobDatabase({ clock: { now: () => NOW }, webhooks: { allowHttp: true, allowedPrivateHosts } });
const received: { eventId: string; signature: string; body: string }[] = [];
let server: Server;
let url = '';

beforeAll(async () => {
  server = createServer((request, response) => {
    let body = '';
    request.on('data', (chunk: Buffer) => (body += chunk.toString()));
    request.on('end', () => {
      received.push({
        eventId: String(request.headers[EVENT_ID_HEADER.toLowerCase()]),
        signature: String(request.headers[SIGNATURE_HEADER.toLowerCase()]),
        body,
      });
      response.writeHead(200).end('ok');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const host = `127.0.0.1:${(server.address() as AddressInfo).port}`;
  allowedPrivateHosts.push(host);
  url = `http://${host}/hooks`;
});
afterAll(() => new Promise((resolve) => server.close(resolve)));

async function aCompanyWithEndpoint() {
  const companyId = globalThis.crypto.randomUUID();
  await parentRows(world.database.orm.em).company(companyId);
  const added = await world
    .jobScope()
    .transaction((scope) => new AddWebhookEndpoint(scope.webhooks).execute({ companyId, url, events: ['key.claimed'] }));
  if (!added.ok) throw new Error(added.error.message);
  return { companyId, secret: added.value.secret, endpointId: added.value.id };
}

describe('webhook jobs', () => {
  it('sends an event committed with its change, signed, once; an event whose change rolled back is never sent', async () => {
    const { companyId, secret, endpointId } = await aCompanyWithEndpoint();
    const event = (participantId: string) => ({ companyId, kind: 'key.claimed' as const, occurredAt: NOW, data: { participantId } });
    await world.jobScope().transaction((scope) => scope.keys.events.record(event('committed')));
    await expect(
      world.jobScope().transaction(async (scope) => {
        await scope.keys.events.record(event('rolled-back'));
        throw new Error('the change failed');
      }),
    ).rejects.toThrow('the change failed');
    // The job queued with the event fans it out and sends it.
    const [stored] = await world.sql<{ id: string }>('select id from company_event where company_id = ?', [companyId]);
    const fanOut = fanOutWebhookEventHandler(world.jobScope, () => {});
    await fanOut([{ eventId: stored!.id }]);
    await fanOut([{ eventId: stored!.id }]);
    await sweepWebhooksHandler(
      world.jobScope,
      () => {},
      () => {},
    )({});
    const mine = received.filter((r) => r.eventId === stored!.id);
    expect(mine).toHaveLength(1);
    expect(JSON.parse(mine[0]!.body)).toMatchObject({ id: stored!.id, type: 'key.claimed', data: { participantId: 'committed' } });
    expect(await verifySignature(mine[0]!.signature, mine[0]!.body, secret, NOW)).toBe(true);
    expect(received.some((r) => r.body.includes('rolled-back'))).toBe(false);
    const [log] = await world.jobScope().webhooks.store.listDeliveries(endpointId, 10);
    expect(log).toMatchObject({ status: 'delivered', attempts: 1, responseStatus: 200, responseExcerpt: 'ok' });
  });

  it('fans out a batch of jobs together, each event to its own company, dropping a malformed job', async () => {
    const first = await aCompanyWithEndpoint();
    const second = await aCompanyWithEndpoint();
    for (const { companyId } of [first, second])
      await world
        .jobScope()
        .transaction((scope) =>
          scope.keys.events.record({ companyId, kind: 'key.claimed', occurredAt: NOW, data: { participantId: companyId } }),
        );
    const events = await world.sql<{ id: string; company_id: string }>(
      'select id, company_id from company_event where company_id in (?, ?)',
      [first.companyId, second.companyId],
    );
    const dropped: string[] = [];
    await fanOutWebhookEventHandler(world.jobScope, (_entry, message) => dropped.push(message))([
      ...events.map((e) => ({ eventId: e.id })),
      { eventId: 'not-an-event' },
    ]);
    expect(dropped).toEqual(['dropped a malformed job']);
    for (const { companyId, endpointId } of [first, second]) {
      const bodies = received.filter((r) => JSON.parse(r.body).companyId === companyId).map((r) => JSON.parse(r.body).data);
      expect(bodies).toEqual([{ participantId: companyId }]);
      expect(await world.jobScope().webhooks.store.listDeliveries(endpointId, 10)).toMatchObject([{ status: 'delivered', attempts: 1 }]);
    }
  });

  it('stores no event for a company without an endpoint that picked it', async () => {
    const companyId = globalThis.crypto.randomUUID();
    await parentRows(world.database.orm.em).company(companyId);
    await world.jobScope().transaction((scope) => scope.keys.events.record({ companyId, kind: 'key.claimed', occurredAt: NOW, data: {} }));
    expect(await world.sql('select id from company_event where company_id = ?', [companyId])).toEqual([]);
  });
});
