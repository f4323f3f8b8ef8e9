import { newId } from '../../shared/ids.ts';
import { parseInput, type InvalidField } from '../../shared/invalid-field.ts';
import { err, ok, type Result } from '../../shared/result.ts';
import { newWebhookSecret, rollSecret, type WebhookEndpoint } from '../domain/webhook-endpoint.entity.ts';
import { webhookEndpointSchema } from '../domain/webhook.schema.ts';
import {
  TooManyWebhookEndpoints,
  WebhookUrlNotHttps,
  WebhookUrlPrivate,
  WebhookUrlUnresolvable,
  type WebhookEndpointNotFound,
} from '../domain/webhooks.errors.ts';
import { loadEndpoint, type WebhooksActor, type WebhooksDeps } from './webhooks-deps.ts';

export const MAX_ENDPOINTS = 20;

export type AddWebhookEndpointError =
  InvalidField | WebhookUrlNotHttps | WebhookUrlPrivate | WebhookUrlUnresolvable | TooManyWebhookEndpoints;

/** The owner adds an address that receives the events it picks; its secret is made now and shown once. */
export class AddWebhookEndpoint {
  private readonly deps: Pick<WebhooksDeps, 'store' | 'addresses' | 'clock' | 'allowHttp'>;

  constructor(deps: Pick<WebhooksDeps, 'store' | 'addresses' | 'clock' | 'allowHttp'>) {
    this.deps = deps;
  }

  async execute(
    input: WebhooksActor & { url: string; events: readonly string[] },
  ): Promise<Result<WebhookEndpoint, AddWebhookEndpointError>> {
    const parsed = parseInput(webhookEndpointSchema, { url: input.url, events: input.events });
    if (!parsed.ok) return parsed;
    const { url, events } = parsed.value;
    if (!url.toLowerCase().startsWith('https://') && !this.deps.allowHttp) return err(new WebhookUrlNotHttps());
    const address = await this.deps.addresses.check(url);
    if (address === 'private') return err(new WebhookUrlPrivate());
    if (address === 'unresolvable') return err(new WebhookUrlUnresolvable());
    if ((await this.deps.store.listEndpoints(input.companyId)).length >= MAX_ENDPOINTS) return err(new TooManyWebhookEndpoints());
    const endpoint: WebhookEndpoint = {
      id: newId(),
      companyId: input.companyId,
      url,
      events: [...new Set(events)],
      secret: newWebhookSecret(),
      previousSecret: null,
      previousSecretExpiresAt: null,
      createdAt: this.deps.clock.now(),
    };
    await this.deps.store.saveEndpoint(endpoint);
    return ok(endpoint);
  }
}

export class ListWebhookEndpoints {
  private readonly deps: Pick<WebhooksDeps, 'store'>;

  constructor(deps: Pick<WebhooksDeps, 'store'>) {
    this.deps = deps;
  }

  async execute(input: WebhooksActor): Promise<WebhookEndpoint[]> {
    return this.deps.store.listEndpoints(input.companyId);
  }
}

/** Removes the endpoint with its delivery log; events not yet sent to it are not sent. */
export class RemoveWebhookEndpoint {
  private readonly deps: Pick<WebhooksDeps, 'store'>;

  constructor(deps: Pick<WebhooksDeps, 'store'>) {
    this.deps = deps;
  }

  async execute(input: WebhooksActor & { endpointId: string }): Promise<Result<string, WebhookEndpointNotFound>> {
    const endpoint = await loadEndpoint(this.deps, input, input.endpointId);
    if (!endpoint.ok) return endpoint;
    await this.deps.store.deleteEndpoint(endpoint.value.id);
    return ok(endpoint.value.id);
  }
}

/** A new secret signs from now; the old one signs beside it for a day, so the receiver can switch over. */
export class RollWebhookSecret {
  private readonly deps: Pick<WebhooksDeps, 'store' | 'clock'>;

  constructor(deps: Pick<WebhooksDeps, 'store' | 'clock'>) {
    this.deps = deps;
  }

  async execute(input: WebhooksActor & { endpointId: string }): Promise<Result<WebhookEndpoint, WebhookEndpointNotFound>> {
    const endpoint = await loadEndpoint(this.deps, input, input.endpointId);
    if (!endpoint.ok) return endpoint;
    const rolled = rollSecret(endpoint.value, newWebhookSecret(), this.deps.clock.now());
    await this.deps.store.saveEndpoint(rolled);
    return ok(rolled);
  }
}
