import type { CompanyEvent } from '@lurkit/core/shared/company-events.port.ts';
import type { WebhookEndpoint } from '@lurkit/core/webhooks/domain/webhook-endpoint.entity.ts';
import { describeWebhookStoreContract } from '@lurkit/core/webhooks/ports/webhook-store.contract.ts';
import type { EntityManager } from '@mikro-orm/postgresql';
import { parentRows } from '../../testing/parent-rows.ts';
import { testSecrets } from '../../testing/test-secrets.ts';
import { useTestDatabase } from '../../testing/test-database.ts';
import { MikroOrmWebhookStore } from './mikro-orm-webhook-store.ts';

const db = useTestDatabase();

/** The contract makes company ids up; their rows are created first. */
class StoreWithParents extends MikroOrmWebhookStore {
  readonly #em: EntityManager;
  constructor(em: EntityManager) {
    super(em, testSecrets);
    this.#em = em;
  }
  override async saveEndpoint(endpoint: WebhookEndpoint): Promise<void> {
    await parentRows(this.#em).company(endpoint.companyId);
    await super.saveEndpoint(endpoint);
  }
  override async record(event: CompanyEvent): Promise<void> {
    await parentRows(this.#em).company(event.companyId);
    await super.record(event);
  }
}

describeWebhookStoreContract('PostgreSQL', async () => {
  const store = new StoreWithParents(db().orm.em.fork());
  return { store, outbox: store };
});
