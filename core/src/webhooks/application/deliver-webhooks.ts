import { recordAttempt, type WebhookDelivery } from '../domain/webhook-delivery.entity.ts';
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
 * The outbox's relay: the events not yet fanned out (these, or the oldest `limit`) become, in one go,
 * one pending delivery per endpoint of their company that picked their kind. Answers the deliveries added.
 */
export class FanOutWebhookEvents {
  private readonly deps: Pick<WebhooksDeps, 'store' | 'clock'>;

  constructor(deps: Pick<WebhooksDeps, 'store' | 'clock'>) {
    this.deps = deps;
  }

  execute(input: { eventIds: readonly string[] | null; limit: number }): Promise<WebhookDelivery[]> {
    if (input.eventIds?.length === 0) return Promise.resolve([]);
    return this.deps.store.fanOut(input.eventIds, input.limit, this.deps.clock.now());
  }
}

/**
 * One attempt for each pending delivery that is due (these, or any `limit`): POSTs the event signed
 * with the endpoint's secrets, and logs the answer; a failure is retried with backoff for a day.
 * A delivery whose attempt succeeded is never sent again, so each event reaches an endpoint once.
 * The run reads its endpoints and events once, sends DELIVERIES_AT_ONCE at a time and logs every
 * answer in one write (until then the lease keeps the deliveries from being taken again).
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
    if (leased.length === 0) return [];
    const unique = (ids: string[]) => [...new Set(ids)];
    const endpoints = new Map((await store.findEndpoints(unique(leased.map((d) => d.endpointId)))).map((e) => [e.id, e]));
    const events = new Map((await store.findEvents(unique(leased.map((d) => d.eventId)))).map((e) => [e.id, e]));
    const attempted: (WebhookDelivery | null)[] = leased.map(() => null);
    let next = 0;
    const lane = async () => {
      while (next < leased.length) {
        const at = next++;
        const delivery = leased[at] as WebhookDelivery;
        const endpoint = endpoints.get(delivery.endpointId);
        const event = events.get(delivery.eventId);
        if (endpoint && event) attempted[at] = await this.#attempt(delivery, endpoint, event);
      }
    };
    await Promise.all(Array.from({ length: Math.min(DELIVERIES_AT_ONCE, leased.length) }, lane));
    const done = attempted.filter((d) => d !== null);
    await store.saveDeliveries(done);
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
    return recordAttempt(delivery, outcome, this.deps.clock.now());
  }
}
