import { ok, type Result } from '../../shared/result.ts';
import { resend, type WebhookDelivery } from '../domain/webhook-delivery.entity.ts';
import type { WebhookDeliveryNotFound, WebhookEndpointNotFound } from '../domain/webhooks.errors.ts';
import { loadDelivery, loadEndpoint, type WebhooksActor, type WebhooksDeps } from './webhooks-deps.ts';

/** The log shows this many of an endpoint's latest deliveries. */
export const DELIVERY_LOG_SIZE = 50;

export class ListWebhookDeliveries {
  private readonly deps: Pick<WebhooksDeps, 'store'>;

  constructor(deps: Pick<WebhooksDeps, 'store'>) {
    this.deps = deps;
  }

  async execute(input: WebhooksActor & { endpointId: string }): Promise<Result<WebhookDelivery[], WebhookEndpointNotFound>> {
    const endpoint = await loadEndpoint(this.deps, input, input.endpointId);
    if (!endpoint.ok) return endpoint;
    return ok(await this.deps.store.listDeliveries(endpoint.value.id, DELIVERY_LOG_SIZE));
  }
}

/** The owner's "Resend": the delivery is due at once (the worker sends it), with a fresh day of retries. */
export class ResendWebhookDelivery {
  private readonly deps: Pick<WebhooksDeps, 'store' | 'clock'>;

  constructor(deps: Pick<WebhooksDeps, 'store' | 'clock'>) {
    this.deps = deps;
  }

  async execute(input: WebhooksActor & { deliveryId: string }): Promise<Result<WebhookDelivery, WebhookDeliveryNotFound>> {
    const delivery = await loadDelivery(this.deps, input, input.deliveryId);
    if (!delivery.ok) return delivery;
    const due = resend(delivery.value, this.deps.clock.now());
    await this.deps.store.saveDeliveries([due]);
    return ok(due);
  }
}
