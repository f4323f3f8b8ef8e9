import * as v from 'valibot';
import { SEND_EMAIL_JOB } from '@lurkit/adapters/jobs/send-email.job.ts';
import type { MailerPort } from '@lurkit/core/shared/mailer.port.ts';

export type JobLog = (entry: Record<string, unknown>, message: string) => void;

/**
 * Delivers one queued mail through the transport. A transport failure throws so pg-boss retries it;
 * a malformed payload can never succeed, so it is logged and dropped instead of retried.
 */
export function sendEmailHandler(transport: MailerPort, logError: JobLog) {
  return async (payload: unknown): Promise<void> => {
    const parsed = v.safeParse(SEND_EMAIL_JOB.payload, payload);
    if (!parsed.success) {
      logError({ job: SEND_EMAIL_JOB.name, issues: parsed.issues.map((i) => i.message) }, 'dropped a malformed send-email job');
      return;
    }
    await transport.send(parsed.output);
  };
}
