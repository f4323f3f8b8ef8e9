import { SEND_EMAIL_JOB } from '@lurkit/adapters/jobs/send-email.job.ts';
import type { Container } from 'inversify';
import { sendEmailHandler } from './jobs/send-email.handler.ts';
import { WORKER_TOKENS } from './tokens.ts';

/** Registers every job handler on a started queue, with what the worker's container gives it. */
export async function startWorker(container: Container): Promise<void> {
  const queue = container.get(WORKER_TOKENS.Queue);
  const logger = container.get(WORKER_TOKENS.Logger);
  await queue.work(
    SEND_EMAIL_JOB.name,
    sendEmailHandler(container.get(WORKER_TOKENS.MailTransport), (entry, message) => logger.error(entry, message)),
  );
  logger.info({ jobs: [SEND_EMAIL_JOB.name] }, 'worker started');
}
