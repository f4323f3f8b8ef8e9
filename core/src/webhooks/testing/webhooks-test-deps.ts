import { SettableClock } from '../../shared/testing/settable-clock.ts';
import type { WebhooksDeps } from '../application/webhooks-deps.ts';
import { FakeWebhookSender, fakeAddressCheck } from './fake-webhook-sender.ts';
import { InMemoryWebhookStore } from './in-memory-webhook-store.ts';

export const WEBHOOKS_NOW = new Date('2026-03-02T10:00:00.000Z');
export const COMPANY = '00000000-0000-4000-8000-0000000000c1';
export const OTHER_COMPANY = '00000000-0000-4000-8000-0000000000c2';

export interface WebhooksTestDeps extends WebhooksDeps {
  store: InMemoryWebhookStore;
  sender: FakeWebhookSender;
  clock: SettableClock;
}

export function webhooksTestDeps(): WebhooksTestDeps {
  return {
    store: new InMemoryWebhookStore(),
    sender: new FakeWebhookSender(),
    addresses: fakeAddressCheck,
    clock: new SettableClock(WEBHOOKS_NOW),
    allowHttp: false,
  };
}
