import { describeWebhookStoreContract } from '../ports/webhook-store.contract.ts';
import { InMemoryWebhookStore } from './in-memory-webhook-store.ts';

describeWebhookStoreContract('in memory', async () => {
  const store = new InMemoryWebhookStore();
  return { store, outbox: store };
});
