import type { EmailMessage } from '@lurkit/core/shared/mailer.port.ts';

export interface DeliveryOptions {
  /**
   * The same for every attempt at one mail (its job id): the outbox keeps one row per key, and SMTP
   * carries it as the Message-ID so a receiving server can drop a copy sent again after a crash.
   */
  idempotencyKey?: string;
}

/** What the worker delivers through: SMTP or the development outbox. */
export interface MailTransport {
  send(message: EmailMessage, options?: DeliveryOptions): Promise<void>;
}
