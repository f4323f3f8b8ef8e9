import { describe, expect, it } from 'vitest';
import { SIGNATURE_HEADER, verifySignature } from '../domain/webhook-signature.ts';
import { AddWebhookEndpoint, ListWebhookEndpoints, RemoveWebhookEndpoint, RollWebhookSecret } from './manage-webhook-endpoints.ts';
import { ListWebhookDeliveries, ResendWebhookDelivery } from './webhook-deliveries.ts';
import { DeliverWebhooks, FanOutWebhookEvents } from './deliver-webhooks.ts';
import { COMPANY, OTHER_COMPANY, WEBHOOKS_NOW, webhooksTestDeps, type WebhooksTestDeps } from '../testing/webhooks-test-deps.ts';

const HOUR = 60 * 60 * 1000;

async function anEndpoint(deps: WebhooksTestDeps, companyId = COMPANY, events = ['key.claimed']) {
  const added = await new AddWebhookEndpoint(deps).execute({ companyId, url: 'https://hooks.example.com/lurkit', events });
  if (!added.ok) throw new Error(added.error.message);
  return added.value;
}

async function run(deps: WebhooksTestDeps) {
  await new FanOutWebhookEvents(deps).execute({ eventIds: null, limit: 100 });
  return new DeliverWebhooks(deps).execute({ deliveryIds: null, limit: 100 });
}

describe('webhook endpoints', () => {
  it('refuses a URL that is not https, points into a private network or has no host, each at the url field with its code', async () => {
    const deps = webhooksTestDeps();
    const add = (url: string, events = ['key.claimed']) => new AddWebhookEndpoint(deps).execute({ companyId: COMPANY, url, events });
    const refusal = async (url: string, events?: string[]) => {
      const added = await add(url, events);
      return added.ok ? null : [added.error.code, added.error.field];
    };
    expect(await refusal('http://hooks.example.com/x')).toEqual(['WEBHOOKS.URL_NOT_HTTPS', 'url']);
    expect(await refusal('https://localhost/x')).toEqual(['WEBHOOKS.URL_PRIVATE_ADDRESS', 'url']);
    expect(await refusal('https://metadata.internal/x')).toEqual(['WEBHOOKS.URL_PRIVATE_ADDRESS', 'url']);
    expect(await refusal('https://nowhere.invalid/x')).toEqual(['WEBHOOKS.URL_HOST_NOT_FOUND', 'url']);
    expect(await refusal('ftp://hooks.example.com/x')).toEqual(['VALIDATION.INVALID_FIELD', 'url']);
    expect(await refusal('not a url')).toEqual(['VALIDATION.INVALID_FIELD', 'url']);
    expect(await refusal('https://hooks.example.com/x', [])).toEqual(['VALIDATION.INVALID_FIELD', 'events']);
    expect(await refusal('https://hooks.example.com/x', ['key.stolen'])).toEqual(['VALIDATION.INVALID_FIELD', 'events.0']);
    expect(await new ListWebhookEndpoints(deps).execute({ companyId: COMPANY })).toEqual([]);
    deps.allowHttp = true;
    expect(await refusal('http://hooks.example.com/x')).toBeNull();
  });

  it('keeps each company’s endpoints and deliveries to itself', async () => {
    const deps = webhooksTestDeps();
    const endpoint = await anEndpoint(deps);
    await deps.store.record({ companyId: COMPANY, kind: 'key.claimed', occurredAt: WEBHOOKS_NOW, data: {} });
    const [delivery] = await run(deps);
    const other = { companyId: OTHER_COMPANY, endpointId: endpoint.id, deliveryId: delivery!.id };
    expect(await new ListWebhookEndpoints(deps).execute(other)).toEqual([]);
    expect(await new ListWebhookDeliveries(deps).execute(other)).toMatchObject({
      ok: false,
      error: { code: 'WEBHOOKS.ENDPOINT_NOT_FOUND' },
    });
    expect(await new ResendWebhookDelivery(deps).execute(other)).toMatchObject({
      ok: false,
      error: { code: 'WEBHOOKS.DELIVERY_NOT_FOUND' },
    });
    expect(await new RollWebhookSecret(deps).execute(other)).toMatchObject({ ok: false, error: { code: 'WEBHOOKS.ENDPOINT_NOT_FOUND' } });
    expect(await new RemoveWebhookEndpoint(deps).execute(other)).toMatchObject({
      ok: false,
      error: { code: 'WEBHOOKS.ENDPOINT_NOT_FOUND' },
    });
    expect(await deps.store.findEndpoint(endpoint.id)).toEqual(endpoint);
  });
});

describe('webhook deliveries', () => {
  it('sends an event only to the company’s endpoints that picked it, signed with the endpoint’s secret', async () => {
    const deps = webhooksTestDeps();
    const claims = await anEndpoint(deps, COMPANY, ['key.claimed']);
    await anEndpoint(deps, COMPANY, ['quest.paid']);
    await anEndpoint(deps, OTHER_COMPANY, ['key.claimed']);
    await deps.store.record({ companyId: COMPANY, kind: 'key.claimed', occurredAt: WEBHOOKS_NOW, data: { participantId: 'p1' } });
    const delivered = await run(deps);
    expect(delivered.map((d) => [d.endpointId, d.status, d.responseStatus, d.responseExcerpt])).toEqual([
      [claims.id, 'delivered', 200, 'ok'],
    ]);
    const [sent] = deps.sender.sent;
    expect(JSON.parse(sent!.body)).toMatchObject({ type: 'key.claimed', companyId: COMPANY, data: { participantId: 'p1' } });
    expect(await verifySignature(sent!.headers[SIGNATURE_HEADER]!, sent!.body, claims.secret, WEBHOOKS_NOW)).toBe(true);
    expect(await verifySignature(sent!.headers[SIGNATURE_HEADER]!, `${sent!.body} `, claims.secret, WEBHOOKS_NOW)).toBe(false);
    expect(
      await verifySignature(sent!.headers[SIGNATURE_HEADER]!, sent!.body, claims.secret, new Date(WEBHOOKS_NOW.getTime() + HOUR)),
    ).toBe(false);
    expect(await run(deps)).toEqual([]);
  });

  it('signs with the old and the new secret for a day after a roll, then with the new one only', async () => {
    const deps = webhooksTestDeps();
    const endpoint = await anEndpoint(deps);
    const rolled = await new RollWebhookSecret(deps).execute({ companyId: COMPANY, endpointId: endpoint.id });
    if (!rolled.ok) throw new Error('not rolled');
    const signedWith = async (at: Date) => {
      deps.clock.set(at);
      await deps.store.record({ companyId: COMPANY, kind: 'key.claimed', occurredAt: at, data: {} });
      await run(deps);
      const sent = deps.sender.sent.at(-1)!;
      return [endpoint.secret, rolled.value.secret].map((secret) =>
        verifySignature(sent.headers[SIGNATURE_HEADER]!, sent.body, secret, at),
      );
    };
    expect(await Promise.all(await signedWith(new Date(WEBHOOKS_NOW.getTime() + 23 * HOUR)))).toEqual([true, true]);
    expect(await Promise.all(await signedWith(new Date(WEBHOOKS_NOW.getTime() + 24 * HOUR)))).toEqual([false, true]);
  });

  it('retries a failing receiver with doubling waits, logs its answer, gives up after a day, and resends on request', async () => {
    const deps = webhooksTestDeps();
    const endpoint = await anEndpoint(deps);
    deps.sender.answer = () => ({ status: 503, body: 'x'.repeat(5000) });
    await deps.store.record({ companyId: COMPANY, kind: 'key.claimed', occurredAt: WEBHOOKS_NOW, data: {} });
    const [first] = await run(deps);
    expect(first).toMatchObject({
      status: 'pending',
      attempts: 1,
      responseStatus: 503,
      nextAttemptAt: new Date(WEBHOOKS_NOW.getTime() + 30_000),
    });
    expect(first!.responseExcerpt).toHaveLength(2048);
    const waits: number[] = [];
    let current = first!;
    while (current.status === 'pending') {
      waits.push(current.nextAttemptAt!.getTime() - deps.clock.now().getTime());
      deps.clock.set(current.nextAttemptAt!);
      current = (await run(deps))[0]!;
    }
    expect(waits.slice(0, 4)).toEqual([30_000, 60_000, 120_000, 240_000]);
    expect(Math.max(...waits)).toBe(4 * HOUR);
    expect(current.status).toBe('failed');
    expect(current.lastAttemptAt!.getTime() - WEBHOOKS_NOW.getTime()).toBeLessThanOrEqual(24 * HOUR);
    deps.sender.answer = () => ({ status: 204, body: '' });
    const resent = await new ResendWebhookDelivery(deps).execute({ companyId: COMPANY, deliveryId: current.id });
    expect(resent).toMatchObject({ ok: true, value: { status: 'pending' } });
    expect(await run(deps)).toMatchObject([{ status: 'delivered', responseStatus: 204 }]);
    const log = await new ListWebhookDeliveries(deps).execute({ companyId: COMPANY, endpointId: endpoint.id });
    expect(log).toMatchObject({ ok: true, value: [{ status: 'delivered', attempts: current.attempts + 1 }] });
  });

  it('removing an endpoint removes its log and sends it nothing more', async () => {
    const deps = webhooksTestDeps();
    const endpoint = await anEndpoint(deps);
    expect(await new RemoveWebhookEndpoint(deps).execute({ companyId: COMPANY, endpointId: endpoint.id })).toEqual({
      ok: true,
      value: endpoint.id,
    });
    await deps.store.record({ companyId: COMPANY, kind: 'key.claimed', occurredAt: WEBHOOKS_NOW, data: {} });
    expect(await run(deps)).toEqual([]);
    expect(deps.sender.sent).toEqual([]);
  });
});
