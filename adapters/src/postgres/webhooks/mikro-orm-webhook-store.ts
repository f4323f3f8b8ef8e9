import type { CompanyEvent, CompanyEventKind, CompanyEventsPort } from '@lurkit/core/shared/company-events.port.ts';
import { newId } from '@lurkit/core/shared/ids.ts';
import type { DeliveryStatus, WebhookDelivery } from '@lurkit/core/webhooks/domain/webhook-delivery.entity.ts';
import type { WebhookEndpoint } from '@lurkit/core/webhooks/domain/webhook-endpoint.entity.ts';
import type { StoredCompanyEvent, WebhookStorePort } from '@lurkit/core/webhooks/ports/webhook-store.port.ts';
import type { EntityManager } from '@mikro-orm/postgresql';
import type { SecretCipher } from '../../security/secret-cipher.ts';
import { boundExecute } from '../shared/bound-query.ts';
import { findRowById, isUuid, unitOfWork } from '../shared/unit-of-work.ts';
import {
  CompanyEventEntity,
  WebhookDeliveryEntity,
  WebhookEndpointEntity,
  type CompanyEventRow,
  type WebhookDeliveryRow,
  type WebhookEndpointRow,
} from './webhooks.entities.ts';

const eventFromRow = (row: CompanyEventRow): StoredCompanyEvent => ({
  id: row.id,
  companyId: row.company,
  kind: row.kind as CompanyEventKind,
  occurredAt: row.occurredAt,
  data: row.data,
});

const deliveryFromRow = (row: WebhookDeliveryRow): WebhookDelivery => ({
  id: row.id,
  companyId: row.companyId,
  endpointId: row.endpoint,
  eventId: row.event,
  kind: row.kind as CompanyEventKind,
  status: row.status as DeliveryStatus,
  attempts: row.attempts,
  nextAttemptAt: row.nextAttemptAt ?? null,
  retryUntil: row.retryUntil,
  lastAttemptAt: row.lastAttemptAt ?? null,
  responseStatus: row.responseStatus ?? null,
  responseExcerpt: row.responseExcerpt ?? null,
  createdAt: row.createdAt,
  deliveredAt: row.deliveredAt ?? null,
});

const deliveryRow = (d: WebhookDelivery) => ({
  id: d.id,
  companyId: d.companyId,
  endpoint: d.endpointId,
  event: d.eventId,
  kind: d.kind,
  status: d.status,
  attempts: d.attempts,
  nextAttemptAt: d.nextAttemptAt,
  retryUntil: d.retryUntil,
  lastAttemptAt: d.lastAttemptAt,
  responseStatus: d.responseStatus,
  responseExcerpt: d.responseExcerpt,
  createdAt: d.createdAt,
  deliveredAt: d.deliveredAt,
});

/** The outbox, endpoints and deliveries in PostgreSQL; every write joins the caller's transaction. */
export class MikroOrmWebhookStore implements WebhookStorePort, CompanyEventsPort {
  readonly #em: EntityManager;
  readonly #secrets: SecretCipher;

  constructor(em: EntityManager, secrets: SecretCipher) {
    this.#em = em;
    this.#secrets = secrets;
  }

  async record(event: CompanyEvent): Promise<void> {
    await this.append(event);
  }

  /** Stores the event in the caller's transaction; answers its id. */
  async append(event: CompanyEvent): Promise<string> {
    const id = newId();
    await unitOfWork(this.#em).insert(CompanyEventEntity, {
      id,
      company: event.companyId,
      kind: event.kind,
      occurredAt: event.occurredAt,
      data: { ...event.data },
      fannedOutAt: null,
    });
    return id;
  }

  readonly #endpointFromRow = (row: WebhookEndpointRow): WebhookEndpoint => ({
    id: row.id,
    companyId: row.company,
    url: row.url,
    events: row.events as CompanyEventKind[],
    secret: this.#secrets.decrypt(row.secretSealed),
    previousSecret: row.previousSecretSealed ? this.#secrets.decrypt(row.previousSecretSealed) : null,
    previousSecretExpiresAt: row.previousSecretExpiresAt ?? null,
    createdAt: row.createdAt,
  });

  findEndpoint(id: string): Promise<WebhookEndpoint | null> {
    return findRowById(this.#em, WebhookEndpointEntity, id, this.#endpointFromRow);
  }

  async saveEndpoint(endpoint: WebhookEndpoint): Promise<void> {
    await unitOfWork(this.#em).upsert(WebhookEndpointEntity, {
      id: endpoint.id,
      company: endpoint.companyId,
      url: endpoint.url,
      events: [...endpoint.events],
      secretSealed: this.#secrets.encrypt(endpoint.secret),
      previousSecretSealed: endpoint.previousSecret === null ? null : this.#secrets.encrypt(endpoint.previousSecret),
      previousSecretExpiresAt: endpoint.previousSecretExpiresAt,
      createdAt: endpoint.createdAt,
    });
  }

  async deleteEndpoint(id: string): Promise<void> {
    if (isUuid(id)) await unitOfWork(this.#em).nativeDelete(WebhookEndpointEntity, { id });
  }

  async listEndpoints(companyId: string): Promise<WebhookEndpoint[]> {
    if (!isUuid(companyId)) return [];
    const rows = await unitOfWork(this.#em).find(
      WebhookEndpointEntity,
      { company: companyId },
      { orderBy: { createdAt: 'asc', id: 'asc' } },
    );
    return rows.map(this.#endpointFromRow);
  }

  /** A company has at most 20 endpoints, so its list is read whole and filtered here. */
  async subscribedEndpoints(companyId: string, kind: CompanyEventKind): Promise<WebhookEndpoint[]> {
    return (await this.listEndpoints(companyId)).filter((e) => e.events.includes(kind));
  }

  /** Whether any endpoint of the company picked `kind`, read without opening its secrets. */
  async hasSubscribers(companyId: string, kind: CompanyEventKind): Promise<boolean> {
    const rows = await boundExecute(this.#em)<object[]>(
      'select 1 from webhook_endpoint where company_id = ? and events @> jsonb_build_array(?::text) limit 1',
      [companyId, kind],
    );
    return rows.length > 0;
  }

  findEvent(id: string): Promise<StoredCompanyEvent | null> {
    return findRowById(this.#em, CompanyEventEntity, id, eventFromRow);
  }

  async listUnfannedEvents(limit: number): Promise<StoredCompanyEvent[]> {
    const rows = await unitOfWork(this.#em).find(
      CompanyEventEntity,
      { fannedOutAt: null },
      { orderBy: { occurredAt: 'asc', id: 'asc' }, limit },
    );
    return rows.map(eventFromRow);
  }

  async fanOut(eventId: string, deliveries: readonly WebhookDelivery[]): Promise<WebhookDelivery[]> {
    if (!isUuid(eventId)) return [];
    const execute = boundExecute(this.#em);
    await execute('update company_event set fanned_out_at = now() where id = ? and fanned_out_at is null', [eventId]);
    if (deliveries.length === 0) return [];
    const added = await execute<{ id: string }[]>(
      `insert into webhook_delivery (id, company_id, endpoint_id, event_id, kind, status, attempts, next_attempt_at, retry_until, created_at)
       select id, company_id, endpoint_id, event_id, kind, 'pending', 0, at, until, at
       from unnest(?::uuid[], ?::uuid[], ?::uuid[], ?::uuid[], ?::text[], ?::timestamptz[], ?::timestamptz[])
         as d(id, company_id, endpoint_id, event_id, kind, at, until)
       on conflict (endpoint_id, event_id) do nothing
       returning id`,
      [
        deliveries.map((d) => d.id),
        deliveries.map((d) => d.companyId),
        deliveries.map((d) => d.endpointId),
        deliveries.map((d) => d.eventId),
        deliveries.map((d) => d.kind),
        deliveries.map((d) => d.createdAt),
        deliveries.map((d) => d.retryUntil),
      ],
    );
    const ids = new Set(added.map((row) => row.id));
    return deliveries.filter((d) => ids.has(d.id));
  }

  findDelivery(id: string): Promise<WebhookDelivery | null> {
    return findRowById(this.#em, WebhookDeliveryEntity, id, deliveryFromRow);
  }

  /** An update, not an upsert: a delivery of an endpoint removed meanwhile stays removed. */
  async saveDelivery(delivery: WebhookDelivery): Promise<void> {
    const { id, ...changes } = deliveryRow(delivery);
    await unitOfWork(this.#em).nativeUpdate(WebhookDeliveryEntity, { id }, changes);
  }

  async leaseDue(ids: readonly string[] | null, now: Date, leaseUntil: Date, limit: number): Promise<WebhookDelivery[]> {
    const wanted = ids?.filter(isUuid) ?? null;
    if (wanted?.length === 0) return [];
    const leased = await boundExecute(this.#em)<{ id: string }[]>(
      `update webhook_delivery set next_attempt_at = ?
       where id in (
         select id from webhook_delivery
         where status = 'pending' and next_attempt_at <= ? ${wanted ? 'and id = any(?::uuid[])' : ''}
         order by next_attempt_at, id limit ? for update skip locked)
       returning id`,
      wanted ? [leaseUntil, now, wanted, limit] : [leaseUntil, now, limit],
    );
    if (leased.length === 0) return [];
    const rows = await unitOfWork(this.#em).find(
      WebhookDeliveryEntity,
      { id: { $in: leased.map((row) => row.id) } },
      { orderBy: { nextAttemptAt: 'asc', id: 'asc' } },
    );
    return rows.map(deliveryFromRow);
  }

  async listDeliveries(endpointId: string, limit: number): Promise<WebhookDelivery[]> {
    if (!isUuid(endpointId)) return [];
    const rows = await unitOfWork(this.#em).find(
      WebhookDeliveryEntity,
      { endpoint: endpointId },
      { orderBy: { createdAt: 'desc', id: 'desc' }, limit },
    );
    return rows.map(deliveryFromRow);
  }
}
