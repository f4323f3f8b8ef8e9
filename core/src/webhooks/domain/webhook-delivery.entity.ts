import type { CompanyEventKind } from '../../shared/company-events.port.ts';

/** The first retry waits this long, and each next one twice as long as the last, up to `MAX_DELAY_MS`. */
export const FIRST_RETRY_MS = 30 * 1000;
export const MAX_DELAY_MS = 4 * 60 * 60 * 1000;
/** Retries stop a day after the first attempt: the delivery is failed, and the owner may resend it. */
export const RETRY_WINDOW_MS = 24 * 60 * 60 * 1000;
/** How much of the receiver's answer the log keeps. */
export const RESPONSE_EXCERPT_CHARS = 2048;

export const DELIVERY_STATUSES = ['pending', 'delivered', 'failed'] as const;
export type DeliveryStatus = (typeof DELIVERY_STATUSES)[number];

/** One event for one endpoint: its attempts, and what the receiver last answered. */
export interface WebhookDelivery {
  readonly id: string;
  readonly companyId: string;
  readonly endpointId: string;
  readonly eventId: string;
  readonly kind: CompanyEventKind;
  readonly status: DeliveryStatus;
  readonly attempts: number;
  /** When the next attempt is due (pending); null once delivered or failed. */
  readonly nextAttemptAt: Date | null;
  /** Retries end at this instant (a day after the first attempt, or after a resend). */
  readonly retryUntil: Date;
  readonly lastAttemptAt: Date | null;
  /** The receiver's HTTP status, null when it could not be reached. */
  readonly responseStatus: number | null;
  /** The first ~2 KB of its answer, or why it could not be reached. */
  readonly responseExcerpt: string | null;
  readonly createdAt: Date;
  readonly deliveredAt: Date | null;
}

/** A received answer (any HTTP status) or none at all (`status: null`, with the reason). */
export interface AttemptOutcome {
  readonly status: number | null;
  readonly body: string;
}

/** A new delivery's schedule and log: pending, due at `now`, retried for a day. */
export function pendingDelivery(now: Date) {
  return {
    status: 'pending',
    attempts: 0,
    nextAttemptAt: now,
    retryUntil: new Date(now.getTime() + RETRY_WINDOW_MS),
    lastAttemptAt: null,
    responseStatus: null,
    responseExcerpt: null,
    createdAt: now,
    deliveredAt: null,
  } as const;
}

export function newDelivery(
  ids: { id: string; companyId: string; endpointId: string; eventId: string; kind: CompanyEventKind },
  now: Date,
) {
  return { ...ids, ...pendingDelivery(now) } satisfies WebhookDelivery;
}

/** The wait before attempt `attempts + 1`: 30 s, 1 min, 2 min, ... doubling, at most 4 h. */
export function retryDelayMs(attempts: number): number {
  return Math.min(FIRST_RETRY_MS * 2 ** Math.max(0, attempts - 1), MAX_DELAY_MS);
}

/** A 2xx delivers; anything else retries with backoff until `retryUntil`, then fails. */
export function recordAttempt(delivery: WebhookDelivery, outcome: AttemptOutcome, now: Date): WebhookDelivery {
  const attempts = delivery.attempts + 1;
  const logged = {
    ...delivery,
    attempts,
    lastAttemptAt: now,
    responseStatus: outcome.status,
    responseExcerpt: outcome.body.slice(0, RESPONSE_EXCERPT_CHARS),
  };
  if (outcome.status !== null && outcome.status >= 200 && outcome.status < 300)
    return { ...logged, status: 'delivered', nextAttemptAt: null, deliveredAt: now };
  const next = new Date(now.getTime() + retryDelayMs(attempts));
  return next > delivery.retryUntil
    ? { ...logged, status: 'failed', nextAttemptAt: null }
    : { ...logged, status: 'pending', nextAttemptAt: next };
}

/** The owner's "Resend": due at once, with a fresh day of retries. */
export function resend(delivery: WebhookDelivery, now: Date): WebhookDelivery {
  return { ...delivery, status: 'pending', nextAttemptAt: now, retryUntil: new Date(now.getTime() + RETRY_WINDOW_MS) };
}
