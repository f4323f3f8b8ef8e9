import type { ClockPort } from './clock.port.ts';
import type { EmailMessage, MailerPort } from './mailer.port.ts';
import type { RateLimitPort } from './rate-limit.port.ts';
import { withinQuota, type RateLimitRule } from './rate-limits.ts';
import { HOUR_MS } from './time.ts';

/**
 * Mails one address may get per hour from everything people can trigger (verification, reset,
 * invitations). Five covers a person asking again a few times and an invitation or two, while a form
 * sent in a loop cannot flood an inbox with our name on it.
 */
export const MAILS_PER_ADDRESS: RateLimitRule = { name: 'mail:to', limit: 5, windowMs: HOUR_MS };

/** Mails one sender (a client address signed out, an account signed in) may cause per hour. */
export const MAILS_PER_SENDER: RateLimitRule = { name: 'mail:from', limit: 20, windowMs: HOUR_MS };

/**
 * A mailer that drops what is over an address's quota instead of queueing it. It says nothing to the
 * caller: the operation answers the same either way, so the quota reveals no account.
 */
export class QuotaMailer implements MailerPort {
  readonly #inner: MailerPort;
  readonly #limits: RateLimitPort;
  readonly #clock: ClockPort;

  constructor(inner: MailerPort, limits: RateLimitPort, clock: ClockPort) {
    this.#inner = inner;
    this.#limits = limits;
    this.#clock = clock;
  }

  async send(message: EmailMessage): Promise<void> {
    if (await withinQuota(this.#limits, MAILS_PER_ADDRESS, message.to.trim().toLowerCase(), this.#clock.now())) {
      await this.#inner.send(message);
    }
  }
}
