import type { ClockPort } from '../../shared/clock.port.ts';
import { err, ok, type Result } from '../../shared/result.ts';
import type { WebhookDelivery } from '../domain/webhook-delivery.entity.ts';
import type { WebhookEndpoint } from '../domain/webhook-endpoint.entity.ts';
import { WebhookDeliveryNotFound, WebhookEndpointNotFound } from '../domain/webhooks.errors.ts';
import type { WebhookAddressCheckPort } from '../ports/webhook-address-check.port.ts';
import type { WebhookSenderPort } from '../ports/webhook-sender.port.ts';
import type { WebhookStorePort } from '../ports/webhook-store.port.ts';

export interface WebhooksDeps {
  store: WebhookStorePort;
  sender: WebhookSenderPort;
  addresses: WebhookAddressCheckPort;
  clock: ClockPort;
  /** Development and tests only: http:// endpoints are accepted (production takes https only). */
  allowHttp: boolean;
}

/** The company's owner; the API's companyOwner scope guarantees the id is theirs. */
export interface WebhooksActor {
  companyId: string;
}

/** Another company's endpoint answers "not found", like a missing one. */
export async function loadEndpoint(
  deps: Pick<WebhooksDeps, 'store'>,
  actor: WebhooksActor,
  endpointId: string,
): Promise<Result<WebhookEndpoint, WebhookEndpointNotFound>> {
  const endpoint = await deps.store.findEndpoint(endpointId);
  return endpoint && endpoint.companyId === actor.companyId ? ok(endpoint) : err(new WebhookEndpointNotFound());
}

export async function loadDelivery(
  deps: Pick<WebhooksDeps, 'store'>,
  actor: WebhooksActor,
  deliveryId: string,
): Promise<Result<WebhookDelivery, WebhookDeliveryNotFound>> {
  const delivery = await deps.store.findDelivery(deliveryId);
  return delivery && delivery.companyId === actor.companyId ? ok(delivery) : err(new WebhookDeliveryNotFound());
}
