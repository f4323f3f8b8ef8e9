import { domainError } from '../../shared/domain-error.ts';

/** Also the answer for another company's endpoint, so ids leak nothing across companies. */
export class WebhookEndpointNotFound extends domainError('WEBHOOKS.ENDPOINT_NOT_FOUND', 'This webhook endpoint does not exist.') {}
export class WebhookDeliveryNotFound extends domainError('WEBHOOKS.DELIVERY_NOT_FOUND', 'This delivery does not exist.') {}
/** Outside development, deliveries carry signed data only over TLS. */
export class WebhookUrlNotHttps extends domainError('WEBHOOKS.URL_NOT_HTTPS', 'Use an https:// address.', 'url') {}
/** The same refusal as the feed reader's: our own network (metadata services, the database) is never called. */
export class WebhookUrlPrivate extends domainError(
  'WEBHOOKS.URL_PRIVATE_ADDRESS',
  'This address points to a private or local network; use a public address.',
  'url',
) {}
export class WebhookUrlUnresolvable extends domainError('WEBHOOKS.URL_HOST_NOT_FOUND', 'This host could not be found.', 'url') {}
export class TooManyWebhookEndpoints extends domainError(
  'WEBHOOKS.TOO_MANY_ENDPOINTS',
  'A company has at most 20 webhook endpoints; remove one first.',
  'url',
) {}
