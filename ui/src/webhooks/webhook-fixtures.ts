import type { WebhookDeliveryItem } from './WebhookDeliveryLog.tsx';
import type { WebhookEndpointItem } from './WebhookEndpointList.tsx';

/** One endpoint and its log, shared by the component stories. */
export const anEndpoint: WebhookEndpointItem = {
  id: 'e1',
  url: 'https://hooks.demostudio.example/lurkit',
  events: ['KEY_CLAIMED', 'QUEST_PAID'],
  secretHint: 'x9Qa',
  previousSecretExpiresAt: null,
  createdAt: '2026-03-02T09:00:00.000Z',
};

export const deliveries: WebhookDeliveryItem[] = [
  {
    id: 'd1',
    event: 'KEY_CLAIMED',
    status: 'delivered',
    attempts: 1,
    createdAt: '2026-03-04T13:05:00.000Z',
    responseStatus: 200,
    responseExcerpt: '{"received":true}',
  },
  {
    id: 'd2',
    event: 'QUEST_PAID',
    status: 'failed',
    attempts: 12,
    createdAt: '2026-03-03T08:00:00.000Z',
    responseStatus: 500,
    responseExcerpt: 'Internal Server Error',
  },
];
