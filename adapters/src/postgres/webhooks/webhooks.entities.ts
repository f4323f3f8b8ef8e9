import type { CompanyEventData } from '@lurkit/core/shared/company-events.port.ts';
import { defineEntity, p, type InferEntity } from '@mikro-orm/postgresql';
import { CompanyEntity } from '../accounts/company.entity.ts';

/**
 * The outbox: one row per event, written in the transaction of the change it describes. The webhooks
 * worker fans each out to the company's endpoints and stamps `fannedOutAt`.
 */
export const CompanyEventEntity = defineEntity({
  name: 'CompanyEvent',
  tableName: 'company_event',
  properties: {
    id: p.uuid().primary(),
    company: () => p.manyToOne(CompanyEntity).mapToPk().deleteRule('cascade').index('company_event_company_id_index'),
    kind: p.string().length(32),
    occurredAt: p.datetime(),
    data: p.json<CompanyEventData>(),
    fannedOutAt: p.datetime().nullable(),
  },
  indexes: [{ name: 'company_event_unfanned_index', properties: ['fannedOutAt', 'occurredAt'] }],
});
export type CompanyEventRow = InferEntity<typeof CompanyEventEntity>;

/** A company's webhook endpoint; its secrets are stored sealed (`infra.secrets`). */
export const WebhookEndpointEntity = defineEntity({
  name: 'WebhookEndpoint',
  tableName: 'webhook_endpoint',
  properties: {
    id: p.uuid().primary(),
    company: () => p.manyToOne(CompanyEntity).mapToPk().deleteRule('cascade').index('webhook_endpoint_company_id_index'),
    url: p.text(),
    events: p.json<string[]>(),
    secretSealed: p.text(),
    previousSecretSealed: p.text().nullable(),
    previousSecretExpiresAt: p.datetime().nullable(),
    createdAt: p.datetime(),
  },
});
export type WebhookEndpointRow = InferEntity<typeof WebhookEndpointEntity>;

/** One event for one endpoint (at most one each), with its attempts and the receiver's last answer. */
export const WebhookDeliveryEntity = defineEntity({
  name: 'WebhookDelivery',
  tableName: 'webhook_delivery',
  properties: {
    id: p.uuid().primary(),
    companyId: p.uuid(),
    endpoint: () => p.manyToOne(WebhookEndpointEntity).mapToPk().deleteRule('cascade'),
    event: () => p.manyToOne(CompanyEventEntity).mapToPk().deleteRule('cascade').index('webhook_delivery_event_id_index'),
    kind: p.string().length(32),
    status: p.string().length(16),
    attempts: p.integer(),
    nextAttemptAt: p.datetime().nullable(),
    retryUntil: p.datetime(),
    lastAttemptAt: p.datetime().nullable(),
    responseStatus: p.integer().nullable(),
    responseExcerpt: p.text().nullable(),
    createdAt: p.datetime(),
    deliveredAt: p.datetime().nullable(),
  },
  uniques: [{ name: 'webhook_delivery_event_endpoint_unique', properties: ['endpoint', 'event'] }],
  indexes: [
    { name: 'webhook_delivery_endpoint_created_index', properties: ['endpoint', 'createdAt'] },
    { name: 'webhook_delivery_due_index', properties: ['status', 'nextAttemptAt'] },
  ],
});
export type WebhookDeliveryRow = InferEntity<typeof WebhookDeliveryEntity>;

export const webhooksEntities = [CompanyEventEntity, WebhookEndpointEntity, WebhookDeliveryEntity];
