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
  /** Those of these ids that exist, in any order. */
  findEndpoints(ids: readonly string[]): Promise<WebhookEndpoint[]>;
  /** Inserts or updates. */
  saveEndpoint(endpoint: WebhookEndpoint): Promise<void>;
  /** Its deliveries go with it. */
  deleteEndpoint(id: string): Promise<void>;
  /** Oldest first. */
  listEndpoints(companyId: string): Promise<WebhookEndpoint[]>;
  /** The company's endpoints that picked `kind`. */
  subscribedEndpoints(companyId: string, kind: CompanyEventKind): Promise<WebhookEndpoint[]>;

  findEvent(id: string): Promise<StoredCompanyEvent | null>;
  /** Those of these ids that exist, in any order. */
  findEvents(ids: readonly string[]): Promise<StoredCompanyEvent[]>;
  /** Events not yet fanned out, oldest first. */
  listUnfannedEvents(limit: number): Promise<StoredCompanyEvent[]>;
  /**
   * Fans out these events (or the oldest `limit` of any) not yet fanned out, all at once: each becomes
   * one `newDelivery` at `now` per endpoint of its company that picked its kind, unless a delivery for
   * that event and endpoint exists, and is marked fanned out. Two callers never fan out the same event,
   * and a repeated call adds nothing. Answers the deliveries added.
   */
  fanOut(eventIds: readonly string[] | null, limit: number, now: Date): Promise<WebhookDelivery[]>;

  findDelivery(id: string): Promise<WebhookDelivery | null>;
  /** Updates these deliveries (one statement for a run's attempts); one whose endpoint is gone stays gone. */
  saveDeliveries(deliveries: readonly WebhookDelivery[]): Promise<void>;
  /**
   * Takes pending deliveries due at `now` (these ids, or any when null, at most `limit`) for one attempt:
   * their next attempt moves to `leaseUntil`, so no other worker sends them meanwhile, and a worker that
   * dies mid-attempt leaves them due again then. Two callers never take the same delivery.
   */
  leaseDue(ids: readonly string[] | null, now: Date, leaseUntil: Date, limit: number): Promise<WebhookDelivery[]>;
  /** An endpoint's deliveries, newest first. */
  listDeliveries(endpointId: string, limit: number): Promise<WebhookDelivery[]>;
}
