import * as v from 'valibot';
import { webhookEndpointSchema } from '@lurkit/core/webhooks/domain/webhook.schema.ts';
import { WEBHOOK_EVENTS } from './webhook-events.ts';

/** The server's endpoint rules, with the events by their GraphQL names (the form sends those). */
export const webhookEndpointFormSchema = v.object({
  url: webhookEndpointSchema.entries.url,
  events: v.pipe(
    v.array(
      v.picklist(
        WEBHOOK_EVENTS.map((event) => event.value),
        'Pick events from the list.',
      ),
    ),
    v.minLength(1, 'Pick at least one event.'),
  ),
});
export type WebhookEndpointFormValues = v.InferOutput<typeof webhookEndpointFormSchema>;
