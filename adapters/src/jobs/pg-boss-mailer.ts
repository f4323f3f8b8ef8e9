import type { EmailMessage, MailerPort } from '@lurkit/core/shared/mailer.port.ts';
import type { PgBossJobQueue } from './pg-boss-job-queue.ts';
import { SEND_EMAIL_JOB } from './send-email.job.ts';

/** The API's mailer: it only queues the message; the worker delivers it with the real transport. */
export class PgBossMailer implements MailerPort {
  readonly #queue: PgBossJobQueue;

  constructor(queue: PgBossJobQueue) {
    this.#queue = queue;
  }

  async send(message: EmailMessage): Promise<void> {
    const { to, subject, text, html } = message;
    await this.#queue.send(SEND_EMAIL_JOB.name, { to, subject, text, html }, SEND_EMAIL_JOB.options);
  }
}
