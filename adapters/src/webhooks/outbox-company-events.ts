import type { CompanyEvent, CompanyEventsPort } from '@lurkit/core/shared/company-events.port.ts';
import type { EntityManager } from '@mikro-orm/postgresql';
import { jobDatabaseOf } from '../jobs/job-database.ts';
import type { PgBossJobQueue } from '../jobs/pg-boss-job-queue.ts';
import { FAN_OUT_WEBHOOK_EVENT_JOB } from '../jobs/webhooks.job.ts';
import type { MikroOrmWebhookStore } from '../postgres/webhooks/mikro-orm-webhook-store.ts';

/**
 * The outbox writer every context's use cases get: the event row and the job that fans it out, both in
 * the caller's transaction. Companies with no endpoint store nothing, so the outbox only holds what is sent.
 */
export class OutboxCompanyEvents implements CompanyEventsPort {
  readonly #em: EntityManager;
  readonly #store: MikroOrmWebhookStore;
  readonly #queue: PgBossJobQueue;

  constructor(em: EntityManager, store: MikroOrmWebhookStore, queue: PgBossJobQueue) {
    this.#em = em;
    this.#store = store;
    this.#queue = queue;
  }

  async record(event: CompanyEvent): Promise<void> {
    const eventId = await this.#store.appendIfSubscribed(event);
    if (eventId === null) return;
    await this.#queue.send(FAN_OUT_WEBHOOK_EVENT_JOB.name, { eventId }, FAN_OUT_WEBHOOK_EVENT_JOB.options, jobDatabaseOf(this.#em));
  }
}
