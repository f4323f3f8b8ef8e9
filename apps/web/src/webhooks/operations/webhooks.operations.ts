import { request } from '../../shared/api/gql-client.ts';
import { graphql, type ResultOf, type VariablesOf } from '../../graphql.ts';

/** Settings → Webhooks: a company's endpoints, their delivery log, and the owner's changes. */

export const WebhookEndpointsQuery = graphql(`
  query WebhookEndpoints {
    webhookEndpoints {
      id
      url
      events
      secretHint
      previousSecretExpiresAt
      createdAt
    }
  }
`);
export type WebhookEndpoint = ResultOf<typeof WebhookEndpointsQuery>['webhookEndpoints'][number];
export type WebhookEventKind = WebhookEndpoint['events'][number];

export const WebhookDeliveriesQuery = graphql(`
  query WebhookDeliveries($endpointId: ID!) {
    webhookDeliveries(endpointId: $endpointId) {
      id
      eventId
      event
      status
      attempts
      nextAttemptAt
      lastAttemptAt
      responseStatus
      responseExcerpt
      createdAt
      deliveredAt
    }
  }
`);
export type WebhookDelivery = ResultOf<typeof WebhookDeliveriesQuery>['webhookDeliveries'][number];

export const AddWebhookEndpointMutation = graphql(`
  mutation AddWebhookEndpoint($url: String!, $events: [WebhookEventKind!]!) {
    addWebhookEndpoint(url: $url, events: $events) {
      secret
      endpoint {
        id
      }
    }
  }
`);
export type AddWebhookEndpointVariables = VariablesOf<typeof AddWebhookEndpointMutation>;

export const RollWebhookSecretMutation = graphql(`
  mutation RollWebhookSecret($endpointId: ID!) {
    rollWebhookSecret(endpointId: $endpointId) {
      secret
      endpoint {
        id
        previousSecretExpiresAt
      }
    }
  }
`);

export const RemoveWebhookEndpointMutation = graphql(`
  mutation RemoveWebhookEndpoint($endpointId: ID!) {
    removeWebhookEndpoint(endpointId: $endpointId)
  }
`);

export const ResendWebhookDeliveryMutation = graphql(`
  mutation ResendWebhookDelivery($deliveryId: ID!) {
    resendWebhookDelivery(deliveryId: $deliveryId) {
      id
      status
      nextAttemptAt
    }
  }
`);

export const fetchWebhookEndpoints = async () => (await request(WebhookEndpointsQuery)).webhookEndpoints;
export const fetchWebhookDeliveries = async (endpointId: string) =>
  (await request(WebhookDeliveriesQuery, { endpointId })).webhookDeliveries;
export const addWebhookEndpoint = async (variables: AddWebhookEndpointVariables) =>
  (await request(AddWebhookEndpointMutation, variables)).addWebhookEndpoint;
export const rollWebhookSecret = async (endpointId: string) => (await request(RollWebhookSecretMutation, { endpointId })).rollWebhookSecret;
export const removeWebhookEndpoint = (endpointId: string) => request(RemoveWebhookEndpointMutation, { endpointId });
export const resendWebhookDelivery = (deliveryId: string) => request(ResendWebhookDeliveryMutation, { deliveryId });
