import type { EmailMessage, MailerPort } from '../mailer.port.ts';

/** Keeps every message handed over, so a test can read who got what (and follow the link in it). */
export class RecordingMailer implements MailerPort {
  readonly sent: EmailMessage[] = [];

  async send(message: EmailMessage): Promise<void> {
    this.sent.push(message);
  }

  /** Messages to one address, oldest first. */
  to(address: string): EmailMessage[] {
    return this.sent.filter((m) => m.to === address);
  }

  last(): EmailMessage | undefined {
    return this.sent.at(-1);
  }
}
