import type { EmailMessage, MailerPort } from '@lurkit/core/shared/mailer.port.ts';
import { createTransport } from 'nodemailer';
import type { DeliveryOptions, MailTransport } from './mail-transport.ts';

export const DEFAULT_FROM = 'Lurkit <no-reply@lurkit.local>';

/**
 * Delivers through an SMTP server given as a URL (`smtp://user:pass@host:587`, or `smtps://` for
 * implicit TLS). A failed delivery throws, so the mail stays queued and is tried again.
 */
export class SmtpMailer implements MailerPort, MailTransport {
  readonly #transport: ReturnType<typeof createTransport>;
  readonly #from: string;

  /** `from` is the sender shown to recipients, e.g. `Lurkit <no-reply@example.com>`. */
  constructor(smtpUrl: string, from: string = DEFAULT_FROM) {
    // Pooled: a burst of mails reuses a few connections instead of a handshake each. The timeouts
    // stay under the mail queue's claim lease, so a hung server fails the attempt before the mail is
    // handed to another worker.
    this.#transport = createTransport({
      url: smtpUrl,
      pool: true,
      maxConnections: 5,
      connectionTimeout: 10_000,
      greetingTimeout: 10_000,
      socketTimeout: 20_000,
    });
    this.#from = from;
  }

  async send(message: EmailMessage, options: DeliveryOptions = {}): Promise<void> {
    await this.#transport.sendMail({
      from: this.#from,
      to: message.to,
      subject: message.subject,
      text: message.text,
      html: message.html,
      messageId: options.idempotencyKey ? `<${options.idempotencyKey}@lurkit.mail>` : undefined,
    });
  }

  close(): void {
    this.#transport.close();
  }
}
