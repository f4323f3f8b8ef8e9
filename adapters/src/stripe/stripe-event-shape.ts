import { isRecord } from '@lurkit/core/shared/is-record.ts';
import type Stripe from 'stripe';

/** A correctly signed Stripe event without what every event carries (a type, and data.object). */
export class StripeEventMalformed extends Error {
  override readonly name = 'StripeEventMalformed';
}

/**
 * The signature says Stripe sent it, not that it is whole: an event missing its type or data.object,
 * or a Checkout Session event whose session has no id, is refused before anything reads it.
 */
export function wellFormedStripeEvent(event: unknown): Stripe.Event {
  if (!isRecord(event) || typeof event.type !== 'string') throw new StripeEventMalformed('The event has no type.');
  if (!isRecord(event.data) || !isRecord(event.data.object)) throw new StripeEventMalformed('The event has no data.object.');
  if (event.type.startsWith('checkout.session.') && typeof event.data.object.id !== 'string')
    throw new StripeEventMalformed('The Checkout Session event names no session.');
  return event as unknown as Stripe.Event;
}
