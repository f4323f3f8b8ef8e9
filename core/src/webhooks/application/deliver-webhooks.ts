import { newId } from '../../shared/ids.ts';
import { newDelivery, recordAttempt, type WebhookDelivery } from '../domain/webhook-delivery.entity.ts';
import { signingSecrets, type WebhookEndpoint } from '../domain/webhook-endpoint.entity.ts';
import { DELIVERY_HEADER, EVENT_HEADER, EVENT_ID_HEADER, SIGNATURE_HEADER, signatureHeader } from '../domain/webhook-signature.ts';
import type { StoredCompanyEvent } from '../ports/webhook-store.port.ts';
import type { WebhooksDeps } from './webhooks-deps.ts';

/** A delivery taken for an attempt is not taken again for this long (a worker died mid-attempt). */
export const DELIVERY_LEASE_MS = 2 * 60 * 1000;
/** Attempts in flight at once in one run. */
export const DELIVERIES_AT_ONCE = 50;

/** The JSON a receiver gets: the event's id (the same on every retry, to drop repeats), kind, time and facts. */
export function deliveryBody(event: StoredCompanyEvent): string {
  return JSON.stringify({
    id: event.id,
    type: event.kind,
    createdAt: event.occurredAt.toISOString(),
    companyId: event.companyId,
    data: event.data,
  });
}

/**
 * The outbox's relay: each event not yet fanned out (these, or the oldest `limit`) becomes one pending
 * delivery per endpoint of its company that picked its kind. Answers the deliveries added.
 */
export class FanOutWebhookEvents {
  private readonly deps: Pick<WebhooksDeps, 'store' | 'clock'>;

  constructor(deps: Pick<WebhooksDeps, 'store' | 'clock'>) {
    this.deps = deps;
  }

  async execute(input: { eventIds: readonly string[] | null; limit: number }): Promise<WebhookDelivery[]> {
    const { store, clock } = this.deps;
    const events =
      input.eventIds === null
        ? await store.listUnfannedEvents(input.limit)
        : (await Promise.all(input.eventIds.map((id) => store.findEvent(id)))).filter((e) => e !== null);
    const added: WebhookDelivery[] = [];
    for (const event of events) {
      const endpoints = await store.subscribedEndpoints(event.companyId, event.kind);
      const now = clock.now();
      const deliveries = endpoints.map((endpoint) =>
        newDelivery({ id: newId(), companyId: event.companyId, endpointId: endpoint.id, eventId: event.id, kind: event.kind }, now),
      );
      added.push(...(await store.fanOut(event.id, deliveries)));
    }
    return added;
  }
}

/**
 * One attempt for each pending delivery that is due (these, or any `limit`): POSTs the event signed
 * with the endpoint's secrets, and logs the answer; a failure is retried with backoff for a day.
 * A delivery whose attempt succeeded is never sent again, so each event reaches an endpoint once.
 */
export class DeliverWebhooks {
  private readonly deps: Pick<WebhooksDeps, 'store' | 'sender' | 'clock'>;

  constructor(deps: Pick<WebhooksDeps, 'store' | 'sender' | 'clock'>) {
    this.deps = deps;
  }

  async execute(input: { deliveryIds: readonly string[] | null; limit: number }): Promise<WebhookDelivery[]> {
    const { store, clock } = this.deps;
    const now = clock.now();
    const leased = await store.leaseDue(input.deliveryIds, now, new Date(now.getTime() + DELIVERY_LEASE_MS), input.limit);
    const endpoints = new Map<string, Promise<WebhookEndpoint | null>>();
    const events = new Map<string, Promise<StoredCompanyEvent | null>>();
    const once = <T>(cache: Map<string, Promise<T>>, id: string, load: (id: string) => Promise<T>) => {
      const found = cache.get(id) ?? load(id);
      cache.set(id, found);
      return found;
    };
    const done: WebhookDelivery[] = [];
    let next = 0;
    const lane = async () => {
      while (next < leased.length) {
        const delivery = leased[next++] as WebhookDelivery;
        const endpoint = await once(endpoints, delivery.endpointId, (id) => store.findEndpoint(id));
        const event = await once(events, delivery.eventId, (id) => store.findEvent(id));
        if (!endpoint || !event) continue;
        done.push(await this.#attempt(delivery, endpoint, event));
      }
    };
    await Promise.all(Array.from({ length: Math.min(DELIVERIES_AT_ONCE, leased.length) }, lane));
    return done;
  }

  async #attempt(delivery: WebhookDelivery, endpoint: WebhookEndpoint, event: StoredCompanyEvent): Promise<WebhookDelivery> {
    const body = deliveryBody(event);
    const sentAt = this.deps.clock.now();
    const headers = {
      'content-type': 'application/json',
      [EVENT_HEADER]: event.kind,
      [EVENT_ID_HEADER]: event.id,
      [DELIVERY_HEADER]: delivery.id,
      [SIGNATURE_HEADER]: await signatureHeader(signingSecrets(endpoint, sentAt), body, sentAt),
    };
    const outcome = await this.deps.sender.post(endpoint.url, headers, body);
    const attempted = recordAttempt(delivery, outcome, this.deps.clock.now());
    await this.deps.store.saveDelivery(attempted);
    return attempted;
  }
}
