import type { CompanyEvent, CompanyEventKind, CompanyEventsPort } from '../../shared/company-events.port.ts';
import { newId } from '../../shared/ids.ts';
import { newDelivery, type WebhookDelivery } from '../domain/webhook-delivery.entity.ts';
import type { WebhookEndpoint } from '../domain/webhook-endpoint.entity.ts';
import type { StoredCompanyEvent, WebhookStorePort } from '../ports/webhook-store.port.ts';

/** The store in memory; also the outbox other contexts' use cases write to in tests. */
export class InMemoryWebhookStore implements WebhookStorePort, CompanyEventsPort {
  readonly #endpoints = new Map<string, WebhookEndpoint>();
  readonly #events = new Map<string, StoredCompanyEvent & { fannedOut: boolean }>();
  readonly #deliveries = new Map<string, WebhookDelivery>();

  async record(event: CompanyEvent): Promise<void> {
    const id = newId();
    this.#events.set(id, { ...event, id, fannedOut: false });
  }

  async findEndpoint(id: string): Promise<WebhookEndpoint | null> {
    return this.#endpoints.get(id) ?? null;
  }

  async findEndpoints(ids: readonly string[]): Promise<WebhookEndpoint[]> {
    return ids.flatMap((id) => this.#endpoints.get(id) ?? []);
  }

  async saveEndpoint(endpoint: WebhookEndpoint): Promise<void> {
    this.#endpoints.set(endpoint.id, endpoint);
  }

  async deleteEndpoint(id: string): Promise<void> {
    this.#endpoints.delete(id);
    for (const delivery of this.#deliveries.values()) if (delivery.endpointId === id) this.#deliveries.delete(delivery.id);
  }

  async listEndpoints(companyId: string): Promise<WebhookEndpoint[]> {
    return [...this.#endpoints.values()]
      .filter((e) => e.companyId === companyId)
      .sort((a, b) => a.createdAt.getTime() - b.createdAt.getTime() || a.id.localeCompare(b.id));
  }

  async subscribedEndpoints(companyId: string, kind: CompanyEventKind): Promise<WebhookEndpoint[]> {
    return (await this.listEndpoints(companyId)).filter((e) => e.events.includes(kind));
  }

  async findEvent(id: string): Promise<StoredCompanyEvent | null> {
    const event = this.#events.get(id);
    return event ? strip(event) : null;
  }

  async findEvents(ids: readonly string[]): Promise<StoredCompanyEvent[]> {
    return ids.flatMap((id) => this.#events.get(id) ?? []).map(strip);
  }

  async listUnfannedEvents(limit: number): Promise<StoredCompanyEvent[]> {
    return [...this.#events.values()]
      .filter((e) => !e.fannedOut)
      .sort((a, b) => a.occurredAt.getTime() - b.occurredAt.getTime())
      .slice(0, limit)
      .map(strip);
  }

  async fanOut(eventIds: readonly string[] | null, limit: number, now: Date): Promise<WebhookDelivery[]> {
    const wanted = eventIds && new Set(eventIds);
    const events = (await this.listUnfannedEvents(this.#events.size)).filter((e) => !wanted || wanted.has(e.id)).slice(0, limit);
    const existing = new Set([...this.#deliveries.values()].map((d) => `${d.eventId}:${d.endpointId}`));
    const added: WebhookDelivery[] = [];
    for (const event of events) {
      this.#events.set(event.id, { ...event, fannedOut: true });
      for (const endpoint of await this.subscribedEndpoints(event.companyId, event.kind)) {
        if (existing.has(`${event.id}:${endpoint.id}`)) continue;
        const delivery = newDelivery(
          { id: newId(), companyId: event.companyId, endpointId: endpoint.id, eventId: event.id, kind: event.kind },
          now,
        );
        added.push(delivery);
        this.#deliveries.set(delivery.id, delivery);
      }
    }
    return added;
  }

  async findDelivery(id: string): Promise<WebhookDelivery | null> {
    return this.#deliveries.get(id) ?? null;
  }

  async saveDeliveries(deliveries: readonly WebhookDelivery[]): Promise<void> {
    for (const delivery of deliveries) if (this.#endpoints.has(delivery.endpointId)) this.#deliveries.set(delivery.id, delivery);
  }

  async leaseDue(ids: readonly string[] | null, now: Date, leaseUntil: Date, limit: number): Promise<WebhookDelivery[]> {
    const wanted = ids && new Set(ids);
    const due = [...this.#deliveries.values()]
      .filter((d) => d.status === 'pending' && d.nextAttemptAt !== null && d.nextAttemptAt <= now && (!wanted || wanted.has(d.id)))
      .sort((a, b) => (a.nextAttemptAt?.getTime() ?? 0) - (b.nextAttemptAt?.getTime() ?? 0) || a.id.localeCompare(b.id))
      .slice(0, limit)
      .map((d) => ({ ...d, nextAttemptAt: leaseUntil }));
    for (const delivery of due) this.#deliveries.set(delivery.id, delivery);
    return due;
  }

  async listDeliveries(endpointId: string, limit: number): Promise<WebhookDelivery[]> {
    return [...this.#deliveries.values()]
      .filter((d) => d.endpointId === endpointId)
      .sort((a, b) => b.createdAt.getTime() - a.createdAt.getTime() || b.id.localeCompare(a.id))
      .slice(0, limit);
  }
}

const strip = ({ fannedOut: _fannedOut, ...event }: StoredCompanyEvent & { fannedOut: boolean }): StoredCompanyEvent => event;
