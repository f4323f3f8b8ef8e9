import type { EmailMessage, MailerPort } from '@lurkit/core/shared/mailer.port.ts';
import type { JobDatabase } from './job-database.ts';
import type { PgBossJobQueue } from './pg-boss-job-queue.ts';
import { SEND_EMAIL_JOB } from './send-email.job.ts';

/**
 * The API's mailer: it only queues the message; the worker delivers it with the real transport. Given
 * the request's transaction, the mail is queued in it, so a rolled-back change sends nothing.
 */
export class PgBossMailer implements MailerPort {
  readonly #queue: PgBossJobQueue;
  readonly #db: JobDatabase | null;

  constructor(queue: PgBossJobQueue, db: JobDatabase | null = null) {
    this.#queue = queue;
    this.#db = db;
  }

  async send(message: EmailMessage): Promise<void> {
    const { to, subject, text, html } = message;
    await this.#queue.send(SEND_EMAIL_JOB.name, { to, subject, text, html }, SEND_EMAIL_JOB.options, this.#db);
  }
}
