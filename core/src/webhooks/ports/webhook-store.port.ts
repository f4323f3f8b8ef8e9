import type { CompanyEvent, CompanyEventKind } from '../../shared/company-events.port.ts';
import type { WebhookDelivery } from '../domain/webhook-delivery.entity.ts';
import type { WebhookEndpoint } from '../domain/webhook-endpoint.entity.ts';

/** An event as the outbox stored it. */
export interface StoredCompanyEvent extends CompanyEvent {
  readonly id: string;
}

/** A company's endpoints, the outbox's events and their deliveries. */
export interface WebhookStorePort {
  findEndpoint(id: string): Promise<WebhookEndpoint | null>;
  /** Inserts or updates. */
  saveEndpoint(endpoint: WebhookEndpoint): Promise<void>;
  /** Its deliveries go with it. */
  deleteEndpoint(id: string): Promise<void>;
  /** Oldest first. */
  listEndpoints(companyId: string): Promise<WebhookEndpoint[]>;
  /** The company's endpoints that picked `kind`. */
  subscribedEndpoints(companyId: string, kind: CompanyEventKind): Promise<WebhookEndpoint[]>;

  findEvent(id: string): Promise<StoredCompanyEvent | null>;
  /** Events not yet fanned out, oldest first. */
  listUnfannedEvents(limit: number): Promise<StoredCompanyEvent[]>;
  /**
   * Adds each delivery unless one for its event and endpoint exists (so a fan-out repeated after a
   * crash adds none twice), and marks the event fanned out. Answers the deliveries added.
   */
  fanOut(eventId: string, deliveries: readonly WebhookDelivery[]): Promise<WebhookDelivery[]>;

  findDelivery(id: string): Promise<WebhookDelivery | null>;
  saveDelivery(delivery: WebhookDelivery): Promise<void>;
  /**
   * Takes pending deliveries due at `now` (these ids, or any when null, at most `limit`) for one attempt:
   * their next attempt moves to `leaseUntil`, so no other worker sends them meanwhile, and a worker that
   * dies mid-attempt leaves them due again then. Two callers never take the same delivery.
   */
  leaseDue(ids: readonly string[] | null, now: Date, leaseUntil: Date, limit: number): Promise<WebhookDelivery[]>;
  /** An endpoint's deliveries, newest first. */
  listDeliveries(endpointId: string, limit: number): Promise<WebhookDelivery[]>;
}
