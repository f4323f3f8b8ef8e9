import type { WebhooksDeps } from '@lurkit/core/webhooks/application/webhooks-deps.ts';
import type { CompanyEventsPort } from '@lurkit/core/shared/company-events.port.ts';
import type { EntityManager } from '@mikro-orm/postgresql';
import { MikroOrmWebhookStore } from '../postgres/webhooks/mikro-orm-webhook-store.ts';
import { HttpWebhookSender, PublicAddressCheck } from '../webhooks/http-webhook-sender.ts';
import { webhookSettingsFromEnv } from '../webhooks/webhook-settings.ts';
import { OutboxCompanyEvents } from '../webhooks/outbox-company-events.ts';
import type { Infrastructure } from './infrastructure.ts';

/** A company's webhooks on one unit of work. */
export const webhooksWiring = (em: EntityManager, infra: Infrastructure): WebhooksDeps => {
  const settings = infra.webhooks ?? webhookSettingsFromEnv(process.env);
  return {
    store: new MikroOrmWebhookStore(em, infra.secrets),
    sender: new HttpWebhookSender(settings),
    addresses: new PublicAddressCheck(settings),
    clock: infra.clock,
    allowHttp: settings.allowHttp,
  };
};

/** The outbox writer the contexts whose changes are company events get, in the same unit of work. */
export const companyEventsOf = (em: EntityManager, infra: Infrastructure): CompanyEventsPort =>
  new OutboxCompanyEvents(em, new MikroOrmWebhookStore(em, infra.secrets), infra.queue);
