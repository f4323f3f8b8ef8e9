import type { EmailMessage } from '@lurkit/core/shared/mailer.port.ts';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { eventually } from '../testing/eventually.ts';
import { useTestDatabase } from '../testing/test-database.ts';
import { PgBossJobQueue } from './pg-boss-job-queue.ts';
import { PgBossMailer } from './pg-boss-mailer.ts';
import { SEND_EMAIL_JOB, parseSendEmailPayload } from './send-email.job.ts';

const db = useTestDatabase();
let queue: PgBossJobQueue;
beforeAll(async () => {
  queue = new PgBossJobQueue(db().url, { pollingIntervalSeconds: 0.5 });
  await queue.start();
});
afterAll(async () => {
  await queue.stop();
});

const message: EmailMessage = { to: 'new@example.com', subject: 'Verify', text: 'Open the link', html: '<a href="x">Open</a>' };

it('queues the message as a send-email job that retries five times with backoff', async () => {
  const delivered: { message: EmailMessage; jobId: string }[] = [];
  await queue.work(SEND_EMAIL_JOB.name, async (payload, job) => {
    delivered.push({ message: parseSendEmailPayload(payload), jobId: job.id });
  });

  await new PgBossMailer(queue).send(message);

  const [first] = await eventually(() => (delivered.length > 0 ? delivered : undefined));
  expect(first?.message).toEqual(message);
  const job = await queue.findJob(SEND_EMAIL_JOB.name, first?.jobId ?? '');
  expect(job).toMatchObject({ retryLimit: 5, retryBackoff: true });
});

it('refuses a malformed send-email payload', () => {
  expect(() => parseSendEmailPayload({ to: 'a@example.com', subject: 'x' })).toThrow('Malformed');
  expect(() => parseSendEmailPayload(null)).toThrow('Malformed');
});
