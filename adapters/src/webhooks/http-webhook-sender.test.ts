import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { AddWebhookEndpoint } from '@lurkit/core/webhooks/application/manage-webhook-endpoints.ts';
import { DeliverWebhooks, FanOutWebhookEvents } from '@lurkit/core/webhooks/application/deliver-webhooks.ts';
import { EVENT_ID_HEADER, SIGNATURE_HEADER, verifySignature } from '@lurkit/core/webhooks/domain/webhook-signature.ts';
import { COMPANY, WEBHOOKS_NOW, webhooksTestDeps } from '@lurkit/core/webhooks/testing/webhooks-test-deps.ts';
import { HttpWebhookSender, PublicAddressCheck } from './http-webhook-sender.ts';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const servers: Server[] = [];

afterEach(async () => {
  await Promise.all(servers.splice(0).map((server) => new Promise((resolve) => server.close(resolve))));
});

const bodyOf = (request: IncomingMessage) =>
  new Promise<string>((resolve) => {
    let body = '';
    request.on('data', (chunk: Buffer) => (body += chunk.toString()));
    request.on('end', () => resolve(body));
  });

/** A receiver on loopback: `answer` decides each status; every request is kept with its signature's verdict. */
async function aReceiver(answer: () => number, secret: () => string, now: () => Date) {
  const received: { eventId: string; status: number; signed: boolean }[] = [];
  const server = createServer(async (request, response) => {
    const body = await bodyOf(request);
    const signed = await verifySignature(String(request.headers[SIGNATURE_HEADER.toLowerCase()]), body, secret(), now());
    const status = answer();
    received.push({ eventId: String(request.headers[EVENT_ID_HEADER.toLowerCase()]), status, signed });
    response.writeHead(status, { 'content-type': 'text/plain' }).end(status < 300 ? 'thanks' : 'down for maintenance');
  });
  servers.push(server);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const host = `127.0.0.1:${(server.address() as AddressInfo).port}`;
  return { host, url: `http://${host}/lurkit`, received };
}

describe('webhook deliveries over HTTP', () => {
  it('a receiver down for an hour gets every event once it recovers, each exactly once, every signature valid', async () => {
    const deps = webhooksTestDeps();
    deps.allowHttp = true;
    let secret = '';
    const downUntil = new Date(WEBHOOKS_NOW.getTime() + HOUR);
    const receiver = await aReceiver(
      () => (deps.clock.now() < downUntil ? 503 : 200),
      () => secret,
      () => deps.clock.now(),
    );
    deps.addresses = new PublicAddressCheck({ allowedPrivateHosts: [receiver.host] });
    deps.sender = new HttpWebhookSender({ allowedPrivateHosts: [receiver.host] }) as never;
    const added = await new AddWebhookEndpoint(deps).execute({
      companyId: COMPANY,
      url: receiver.url,
      events: ['key.claimed', 'quest.paid'],
    });
    if (!added.ok) throw new Error(added.error.message);
    secret = added.value.secret;

    // Events keep coming through the outage (one every 5 minutes), and a little after it.
    const eventIds: string[] = [];
    for (let minute = 0; minute <= 4 * 60; minute += 1) {
      if (minute % 5 === 0 && minute <= 75) {
        await deps.store.record({
          companyId: COMPANY,
          kind: minute % 10 ? 'quest.paid' : 'key.claimed',
          occurredAt: deps.clock.now(),
          data: { minute },
        });
      }
      const fanned = await new FanOutWebhookEvents(deps).execute({ eventIds: null, limit: 100 });
      eventIds.push(...fanned.map((d) => d.eventId));
      await new DeliverWebhooks(deps).execute({ deliveryIds: null, limit: 100 });
      deps.clock.advance(MINUTE);
    }

    expect(eventIds).toHaveLength(16);
    expect(receiver.received.some((r) => r.status === 503)).toBe(true);
    expect(receiver.received.every((r) => r.signed)).toBe(true);
    const delivered = receiver.received.filter((r) => r.status === 200).map((r) => r.eventId);
    expect(delivered.toSorted()).toEqual(eventIds.toSorted());
  });

  it('refuses loopback, private and link-local addresses at the url field, as the feed reader does', async () => {
    const deps = webhooksTestDeps();
    deps.addresses = new PublicAddressCheck();
    const refusal = async (url: string) => {
      const added = await new AddWebhookEndpoint(deps).execute({ companyId: COMPANY, url, events: ['key.claimed'] });
      return added.ok ? 'added' : `${added.error.code} at ${added.error.field}`;
    };
    for (const url of [
      'https://127.0.0.1/x',
      'https://[::1]/x',
      'https://10.1.2.3/x',
      'https://169.254.169.254/latest',
      'https://192.168.1.20/x',
      'https://[::ffff:127.0.0.1]/x',
    ])
      expect(await refusal(url)).toBe('WEBHOOKS.URL_PRIVATE_ADDRESS at url');
    expect(await refusal('https://203.0.113.10/x')).toBe('added');
  });

  it('does not call a host that resolves into a private network, and keeps only the first 2 KB of an answer', async () => {
    const receiver = await aReceiver(
      () => 500,
      () => '',
      () => WEBHOOKS_NOW,
    );
    expect(await new HttpWebhookSender().post(receiver.url, {}, '{}')).toEqual({ status: null, body: 'The host is a private address.' });
    expect(receiver.received).toEqual([]);
    const server = createServer((_request, response) => response.writeHead(502).end('y'.repeat(100_000)));
    servers.push(server);
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const host = `127.0.0.1:${(server.address() as AddressInfo).port}`;
    const outcome = await new HttpWebhookSender({ allowedPrivateHosts: [host] }).post(`http://${host}/`, {}, '{}');
    expect(outcome).toMatchObject({ status: 502 });
    expect(outcome.body).toHaveLength(2048);
  });
});
