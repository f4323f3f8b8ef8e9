import useSWR from 'swr';
import { fetchWebhookDeliveries, fetchWebhookEndpoints } from '../operations/webhooks.operations.ts';

export function useWebhookEndpoints() {
  return useSWR('gql:WebhookEndpoints', fetchWebhookEndpoints);
}

/** The delivery log of the endpoint shown; nothing is fetched while none is. */
export function useWebhookDeliveries(endpointId: string | null) {
  return useSWR(endpointId ? ['gql:WebhookDeliveries', endpointId] : null, ([, id]: [string, string]) => fetchWebhookDeliveries(id));
}
