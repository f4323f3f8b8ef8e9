import { SEND_EMAIL_JOB } from '@lurkit/adapters/jobs/send-email.job.ts';
import type { PgBossJobQueue } from '@lurkit/adapters/jobs/pg-boss-job-queue.ts';
import type { MailerPort } from '@lurkit/core/shared/mailer.port.ts';
import type { Logger } from 'pino';
import { sendEmailHandler } from './jobs/send-email.handler.ts';

export interface WorkerDeps {
  queue: PgBossJobQueue;
  /** The real delivery: SMTP, or the development outbox. */
  transport: MailerPort;
  logger: Logger;
}

/** Registers every job handler on a started queue. */
export async function startWorker({ queue, transport, logger }: WorkerDeps): Promise<void> {
  await queue.work(
    SEND_EMAIL_JOB.name,
    sendEmailHandler(transport, (entry, message) => logger.error(entry, message)),
  );
  logger.info({ jobs: [SEND_EMAIL_JOB.name] }, 'worker started');
}
