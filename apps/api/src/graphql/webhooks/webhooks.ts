import { COMPANY_EVENT_KINDS, type CompanyEventKind } from '@lurkit/core/shared/company-events.port.ts';
import {
  AddWebhookEndpoint,
  ListWebhookEndpoints,
  RemoveWebhookEndpoint,
  RollWebhookSecret,
} from '@lurkit/core/webhooks/application/manage-webhook-endpoints.ts';
import { ListWebhookDeliveries, ResendWebhookDelivery } from '@lurkit/core/webhooks/application/webhook-deliveries.ts';
import { DELIVERY_STATUSES, type WebhookDelivery } from '@lurkit/core/webhooks/domain/webhook-delivery.entity.ts';
import type { WebhookEndpoint } from '@lurkit/core/webhooks/domain/webhook-endpoint.entity.ts';
import { builder } from '../shared/builder.ts';
import { companyIdOf } from '../shared/company.ts';
import { unwrap } from '../shared/errors.ts';

/** `key.requested` as `KEY_REQUESTED`: GraphQL enum names take no dots. */
const enumName = (kind: CompanyEventKind) => kind.replace('.', '_').toUpperCase();

const WebhookEventKind = builder.enumType('WebhookEventKind', {
  description: 'What a webhook endpoint can receive; the payload `type` is the dotted name (KEY_CLAIMED is key.claimed).',
  values: Object.fromEntries(COMPANY_EVENT_KINDS.map((kind) => [enumName(kind), { value: kind }])) as Record<
    string,
    { value: CompanyEventKind }
  >,
});

const WebhookDeliveryStatus = builder.enumType('WebhookDeliveryStatus', {
  values: DELIVERY_STATUSES,
  description:
    'pending until the receiver answers 2xx (retried with doubling waits for a day), then delivered; failed after a day of refusals.',
});

const WebhookEndpointRef = builder.objectRef<WebhookEndpoint>('WebhookEndpoint').implement({
  description: "A company's address that receives the events it picked, signed (Lurkit-Signature).",
  fields: (t) => ({
    id: t.exposeID('id'),
    url: t.exposeString('url'),
    events: t.field({ type: [WebhookEventKind], resolve: (e) => [...e.events] }),
    secretHint: t.string({
      description: "The secret's last four characters; the whole secret is shown once, when made.",
      resolve: (e) => e.secret.slice(-4),
    }),
    previousSecretExpiresAt: t.expose('previousSecretExpiresAt', {
      type: 'DateTime',
      nullable: true,
      description: 'After a roll: until then deliveries carry a signature with the previous secret too.',
    }),
    createdAt: t.expose('createdAt', { type: 'DateTime' }),
  }),
});

const WebhookSecretRef = builder.objectRef<WebhookEndpoint>('WebhookEndpointSecret').implement({
  description: 'An endpoint just made or rolled, with its whole secret: shown this once.',
  fields: (t) => ({
    endpoint: t.field({ type: WebhookEndpointRef, resolve: (e) => e }),
    secret: t.exposeString('secret'),
  }),
});

const WebhookDeliveryRef = builder.objectRef<WebhookDelivery>('WebhookDelivery').implement({
  fields: (t) => ({
    id: t.exposeID('id'),
    eventId: t.exposeID('eventId'),
    event: t.field({ type: WebhookEventKind, resolve: (d) => d.kind }),
    status: t.field({ type: WebhookDeliveryStatus, resolve: (d) => d.status }),
    attempts: t.exposeInt('attempts'),
    nextAttemptAt: t.expose('nextAttemptAt', { type: 'DateTime', nullable: true }),
    lastAttemptAt: t.expose('lastAttemptAt', { type: 'DateTime', nullable: true }),
    responseStatus: t.exposeInt('responseStatus', {
      nullable: true,
      description: "The receiver's HTTP status; null when it was not reached.",
    }),
    responseExcerpt: t.exposeString('responseExcerpt', {
      nullable: true,
      description: 'The first 2 KB of its answer, or why it was not reached.',
    }),
    createdAt: t.expose('createdAt', { type: 'DateTime' }),
    deliveredAt: t.expose('deliveredAt', { type: 'DateTime', nullable: true }),
  }),
});

builder.queryFields((t) => ({
  webhookEndpoints: t.field({
    type: [WebhookEndpointRef],
    description: "Settings → Webhooks: the company's endpoints, oldest first. The owner's.",
    authScopes: { companyOwner: true },
    resolve: (_root, _args, ctx) => new ListWebhookEndpoints(ctx.scope.webhooks).execute({ companyId: companyIdOf(ctx) }),
  }),
  webhookDeliveries: t.field({
    type: [WebhookDeliveryRef],
    description: "One endpoint's latest 50 deliveries, newest first.",
    authScopes: { companyOwner: true },
    args: { endpointId: t.arg.id() },
    resolve: async (_root, { endpointId }, ctx) =>
      unwrap(await new ListWebhookDeliveries(ctx.scope.webhooks).execute({ companyId: companyIdOf(ctx), endpointId: String(endpointId) })),
  }),
}));

builder.mutationFields((t) => ({
  addWebhookEndpoint: t.field({
    type: WebhookSecretRef,
    description: 'https:// only in production; private and local addresses are refused (WEBHOOKS.URL_PRIVATE_ADDRESS at url).',
    authScopes: { companyOwner: true },
    args: { url: t.arg.string(), events: t.arg({ type: [WebhookEventKind] }) },
    resolve: async (_root, { url, events }, ctx) =>
      unwrap(await new AddWebhookEndpoint(ctx.scope.webhooks).execute({ companyId: companyIdOf(ctx), url, events })),
  }),
  rollWebhookSecret: t.field({
    type: WebhookSecretRef,
    description: 'A new secret signs from now; the old one signs beside it for 24 hours.',
    authScopes: { companyOwner: true },
    args: { endpointId: t.arg.id() },
    resolve: async (_root, { endpointId }, ctx) =>
      unwrap(await new RollWebhookSecret(ctx.scope.webhooks).execute({ companyId: companyIdOf(ctx), endpointId: String(endpointId) })),
  }),
  removeWebhookEndpoint: t.id({
    description: 'Answers the removed endpoint id; its delivery log goes with it.',
    authScopes: { companyOwner: true },
    args: { endpointId: t.arg.id() },
    resolve: async (_root, { endpointId }, ctx) =>
      unwrap(await new RemoveWebhookEndpoint(ctx.scope.webhooks).execute({ companyId: companyIdOf(ctx), endpointId: String(endpointId) })),
  }),
  resendWebhookDelivery: t.field({
    type: WebhookDeliveryRef,
    description: 'Sends the delivery again within a minute, with a fresh day of retries.',
    authScopes: { companyOwner: true },
    args: { deliveryId: t.arg.id() },
    resolve: async (_root, { deliveryId }, ctx) =>
      unwrap(await new ResendWebhookDelivery(ctx.scope.webhooks).execute({ companyId: companyIdOf(ctx), deliveryId: String(deliveryId) })),
  }),
}));
