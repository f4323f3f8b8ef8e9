import * as v from 'valibot';
import type { JobContext } from '@lurkit/adapters/jobs/pg-boss-job-queue.ts';
import { SEND_EMAIL_JOB } from '@lurkit/adapters/jobs/send-email.job.ts';
import type { MailTransport } from '@lurkit/adapters/mail/mail-transport.ts';
import type { MikroOrmMailDeliveries } from '@lurkit/adapters/postgres/mail/mikro-orm-mail-deliveries.ts';

export type JobLog = (entry: Record<string, unknown>, message: string) => void;

/**
 * Delivers one queued mail through the transport, once: the job id is the mail's delivery row, claimed
 * before sending and marked sent after, so a job handed out again (its worker killed, its expiry
 * passed) sends nothing when the mail already went. A transport failure releases the claim and throws
 * so pg-boss retries it; a malformed payload can never succeed, so it is logged and dropped.
 */
export function sendEmailHandler(transport: MailTransport, deliveries: MikroOrmMailDeliveries, logError: JobLog) {
  return async (payload: unknown, job: JobContext): Promise<void> => {
    const parsed = v.safeParse(SEND_EMAIL_JOB.payload, payload);
    if (!parsed.success) {
      logError({ job: SEND_EMAIL_JOB.name, issues: parsed.issues.map((i) => i.message) }, 'dropped a malformed send-email job');
      return;
    }
    const claim = await deliveries.claim(job.id, job.expireInSeconds);
    if (claim === 'sent') return;
    if (claim === 'busy') throw new Error(`Mail ${job.id} is being sent by another worker.`);
    try {
      await transport.send(parsed.output, { idempotencyKey: job.id });
    } catch (error) {
      await deliveries.release(job.id);
      throw error;
    }
    await deliveries.markSent(job.id);
  };
}
