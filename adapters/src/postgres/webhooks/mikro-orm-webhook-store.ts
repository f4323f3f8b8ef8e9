import type { CompanyEvent, CompanyEventKind, CompanyEventsPort } from '@lurkit/core/shared/company-events.port.ts';
import { newId } from '@lurkit/core/shared/ids.ts';
import { pendingDelivery, type DeliveryStatus, type WebhookDelivery } from '@lurkit/core/webhooks/domain/webhook-delivery.entity.ts';
import type { WebhookEndpoint } from '@lurkit/core/webhooks/domain/webhook-endpoint.entity.ts';
import type { StoredCompanyEvent, WebhookStorePort } from '@lurkit/core/webhooks/ports/webhook-store.port.ts';
import type { EntityManager } from '@mikro-orm/postgresql';
import type { SecretCipher } from '../../security/secret-cipher.ts';
import { boundExecute } from '../shared/bound-query.ts';
import { findRowById, findRowsByIds, isUuid, unitOfWork } from '../shared/unit-of-work.ts';
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

  /** Deliveries as plain SQL answers them (`returning *`), read like the ORM's. */
  #deliveriesFromSql(rows: object[]): WebhookDelivery[] {
    const em = unitOfWork(this.#em);
    return rows.map((row) => deliveryFromRow(em.map(WebhookDeliveryEntity, row)));
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

  findEndpoints(ids: readonly string[]): Promise<WebhookEndpoint[]> {
    return findRowsByIds(this.#em, WebhookEndpointEntity, ids, this.#endpointFromRow);
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

  /**
   * Stores the event in the caller's transaction only when an endpoint of its company picked its kind
   * (read without opening any secret), in one statement; answers its id, or null when none did.
   */
  async appendIfSubscribed(event: CompanyEvent): Promise<string | null> {
    const [row] = await boundExecute(this.#em)<{ id: string }[]>(
      `insert into company_event (id, company_id, kind, occurred_at, data, fanned_out_at)
       select ?::uuid, ?::uuid, ?, ?::timestamptz, ?::jsonb, null
       where exists (select 1 from webhook_endpoint where company_id = ?::uuid and events @> jsonb_build_array(?::text))
       returning id`,
      [newId(), event.companyId, event.kind, event.occurredAt, JSON.stringify(event.data), event.companyId, event.kind],
    );
    return row?.id ?? null;
  }

  findEvent(id: string): Promise<StoredCompanyEvent | null> {
    return findRowById(this.#em, CompanyEventEntity, id, eventFromRow);
  }

  findEvents(ids: readonly string[]): Promise<StoredCompanyEvent[]> {
    return findRowsByIds(this.#em, CompanyEventEntity, ids, eventFromRow);
  }

  async listUnfannedEvents(limit: number): Promise<StoredCompanyEvent[]> {
    const rows = await unitOfWork(this.#em).find(
      CompanyEventEntity,
      { fannedOutAt: null },
      { orderBy: { occurredAt: 'asc', id: 'asc' }, limit },
    );
    return rows.map(eventFromRow);
  }

  /**
   * One statement: the events are taken (skipping those another worker holds) and stamped, and their
   * deliveries inserted from the subscribed endpoints; the unique (endpoint, event) pair keeps a repeat out.
   */
  async fanOut(eventIds: readonly string[] | null, limit: number, now: Date): Promise<WebhookDelivery[]> {
    const wanted = eventIds?.filter(isUuid) ?? null;
    if (wanted?.length === 0) return [];
    const pending = pendingDelivery(now);
    const added = await boundExecute(this.#em)<object[]>(
      `with fanned as (
         update company_event set fanned_out_at = now()
         where id in (
           select id from company_event
           where fanned_out_at is null ${wanted ? 'and id = any(?::uuid[])' : ''}
           order by occurred_at, id limit ? for update skip locked)
         returning id, company_id, kind)
       insert into webhook_delivery (id, company_id, endpoint_id, event_id, kind, status, attempts, next_attempt_at, retry_until, created_at)
       select gen_random_uuid(), e.company_id, w.id, e.id, e.kind, ?, ?, ?::timestamptz, ?::timestamptz, ?::timestamptz
       from fanned e join webhook_endpoint w on w.company_id = e.company_id and w.events @> jsonb_build_array(e.kind)
       on conflict (endpoint_id, event_id) do nothing
       returning *`,
      [...(wanted ? [wanted] : []), limit, pending.status, pending.attempts, pending.nextAttemptAt, pending.retryUntil, pending.createdAt],
    );
    return this.#deliveriesFromSql(added);
  }

  findDelivery(id: string): Promise<WebhookDelivery | null> {
    return findRowById(this.#em, WebhookDeliveryEntity, id, deliveryFromRow);
  }

  /** An update, not an upsert: a delivery of an endpoint removed meanwhile stays removed. */
  async saveDeliveries(deliveries: readonly WebhookDelivery[]): Promise<void> {
    if (deliveries.length === 0) return;
    const column = <K extends keyof WebhookDelivery>(key: K) => deliveries.map((d) => d[key]);
    await boundExecute(this.#em)(
      `update webhook_delivery w set status = d.status, attempts = d.attempts, next_attempt_at = d.next_attempt_at,
         retry_until = d.retry_until, last_attempt_at = d.last_attempt_at, response_status = d.response_status,
         response_excerpt = d.response_excerpt, delivered_at = d.delivered_at
       from unnest(?::uuid[], ?::text[], ?::int[], ?::timestamptz[], ?::timestamptz[], ?::timestamptz[], ?::int[], ?::text[], ?::timestamptz[])
         as d(id, status, attempts, next_attempt_at, retry_until, last_attempt_at, response_status, response_excerpt, delivered_at)
       where w.id = d.id`,
      [
        column('id'),
        column('status'),
        column('attempts'),
        column('nextAttemptAt'),
        column('retryUntil'),
        column('lastAttemptAt'),
        column('responseStatus'),
        column('responseExcerpt'),
        column('deliveredAt'),
      ],
    );
  }

  /** One statement: taken, moved to the lease's end and answered whole (in no particular order). */
  async leaseDue(ids: readonly string[] | null, now: Date, leaseUntil: Date, limit: number): Promise<WebhookDelivery[]> {
    const wanted = ids?.filter(isUuid) ?? null;
    if (wanted?.length === 0) return [];
    const leased = await boundExecute(this.#em)<object[]>(
      `update webhook_delivery set next_attempt_at = ?
       where id in (
         select id from webhook_delivery
         where status = 'pending' and next_attempt_at <= ? ${wanted ? 'and id = any(?::uuid[])' : ''}
         order by next_attempt_at, id limit ? for update skip locked)
       returning *`,
      wanted ? [leaseUntil, now, wanted, limit] : [leaseUntil, now, limit],
    );
    return this.#deliveriesFromSql(leased);
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
