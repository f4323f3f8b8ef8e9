import { isRecord } from '@lurkit/core/shared/is-record.ts';
import { createHmac, timingSafeEqual } from 'node:crypto';
import type { TrolleyPayment } from './trolley-payouts.ts';

/** Older deliveries than this are refused as replays. */
const TOLERANCE_SECONDS = 10 * 60;

export class TrolleyWebhookRefused extends Error {
  override readonly name = 'TrolleyWebhookRefused';
}

/** A correctly signed delivery that lacks what its model needs (a payment without id or status). */
export class TrolleyWebhookMalformed extends Error {
  override readonly name = 'TrolleyWebhookMalformed';
}

/** The header Trolley signs its webhooks with: `t=<unix seconds>,v1=<hex HMAC-SHA256 of t + body>`. */
export function signTrolleyWebhook(secret: string, body: string, timestamp: number): string {
  return `t=${timestamp},v1=${createHmac('sha256', secret).update(`${timestamp}${body}`).digest('hex')}`;
}

/**
 * Checks a webhook's signature and age, then reads the payment it tells of (null for events about
 * anything else). Throws TrolleyWebhookRefused when the signature does not hold, and
 * TrolleyWebhookMalformed when a signed payment event misses its payment's id or status.
 */
export function paymentOfTrolleyWebhook(body: string, header: string, secret: string, now: Date = new Date()): TrolleyPayment | null {
  const parts = new Map(header.split(',').map((part) => part.trim().split('=', 2) as [string, string]));
  const timestamp = Number(parts.get('t'));
  const given = Buffer.from(parts.get('v1') ?? '', 'hex');
  if (!Number.isInteger(timestamp) || given.length === 0) throw new TrolleyWebhookRefused('No signature.');
  const expected = createHmac('sha256', secret).update(`${timestamp}${body}`).digest();
  if (given.length !== expected.length || !timingSafeEqual(given, expected))
    throw new TrolleyWebhookRefused('The signature does not match.');
  if (Math.abs(now.getTime() / 1000 - timestamp) > TOLERANCE_SECONDS) throw new TrolleyWebhookRefused('The delivery is too old.');
  let event: unknown;
  try {
    event = JSON.parse(body);
  } catch {
    throw new TrolleyWebhookRefused('The body is not JSON.');
  }
  if (!isRecord(event)) throw new TrolleyWebhookMalformed('The event is not an object.');
  if (event.model !== 'payment') return null;
  const payment = isRecord(event.body) ? event.body.payment : undefined;
  if (!isRecord(payment) || typeof payment.id !== 'string' || !payment.id || typeof payment.status !== 'string')
    throw new TrolleyWebhookMalformed('The payment event has no payment id and status.');
  return {
    id: payment.id,
    status: payment.status,
    failureMessage: typeof payment.failureMessage === 'string' ? payment.failureMessage : null,
    returnedNote: typeof payment.returnedNote === 'string' ? payment.returnedNote : null,
  };
}
