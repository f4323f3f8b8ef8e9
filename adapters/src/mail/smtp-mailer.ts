import type { EmailMessage, MailerPort } from '@lurkit/core/shared/mailer.port.ts';
import { createTransport } from 'nodemailer';

export const DEFAULT_FROM = 'Lurkit <no-reply@lurkit.local>';

/**
 * Delivers through an SMTP server given as a URL (`smtp://user:pass@host:587`, or `smtps://` for
 * implicit TLS). A failed delivery throws, so the send-email job is retried.
 */
export class SmtpMailer implements MailerPort {
  readonly #transport: ReturnType<typeof createTransport>;
  readonly #from: string;

  /** `from` is the sender shown to recipients, e.g. `Lurkit <no-reply@example.com>`. */
  constructor(smtpUrl: string, from: string = DEFAULT_FROM) {
    this.#transport = createTransport(smtpUrl);
    this.#from = from;
  }

  async send(message: EmailMessage): Promise<void> {
    await this.#transport.sendMail({ from: this.#from, to: message.to, subject: message.subject, text: message.text, html: message.html });
  }

  close(): void {
    this.#transport.close();
  }
}
