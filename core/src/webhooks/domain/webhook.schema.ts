import * as v from 'valibot';
import { COMPANY_EVENT_KINDS } from '../../shared/company-events.port.ts';

export { COMPANY_EVENT_KINDS };

/** The endpoint form: where to send, and which events (at least one). */
export const webhookEndpointSchema = v.object({
  url: v.pipe(
    v.string(),
    v.trim(),
    v.nonEmpty('Enter the address that receives the events.'),
    v.maxLength(2000, 'Use an address of at most 2000 characters.'),
    v.url('Enter a full address, such as https://example.com/lurkit.'),
    v.check((url) => /^https?:\/\//i.test(url), 'Use an http:// or https:// address.'),
  ),
  events: v.pipe(v.array(v.picklist(COMPANY_EVENT_KINDS, 'Pick events from the list.')), v.minLength(1, 'Pick at least one event.')),
});
export type WebhookEndpointInput = v.InferOutput<typeof webhookEndpointSchema>;
