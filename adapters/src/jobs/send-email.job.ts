import type { EmailMessage } from '@lurkit/core/shared/mailer.port.ts';
import * as v from 'valibot';
import type { JobSendOptions } from './pg-boss-job-queue.ts';

const sendEmailPayloadSchema = v.object({ to: v.string(), subject: v.string(), text: v.string(), html: v.string() });

/**
 * Delivering one email. SMTP hiccups are common, so it retries five times, backing off from 5 s. A
 * worker killed mid-send leaves the job active: after 30 s it expires and is retried, so that mail
 * goes out within about a minute (pg-boss's default was 15 minutes). Sends time out well before that.
 */
export const SEND_EMAIL_JOB = {
  name: 'send-email',
  payload: sendEmailPayloadSchema,
  options: { retryLimit: 5, retryDelay: 5, retryBackoff: true, retryDelayMax: 600, expireInSeconds: 30 } satisfies JobSendOptions,
  /** A flood of queued mail is worked 50 at a time on two loops, so a new sign-up's mail waits seconds. */
  work: { batchSize: 50, localConcurrency: 2 },
} as const;

/** Payloads come back from the database as JSON; a malformed one is a fault and throws. */
export function parseSendEmailPayload(payload: unknown): EmailMessage {
  const parsed = v.safeParse(sendEmailPayloadSchema, payload);
  if (!parsed.success) throw new Error(`Malformed send-email payload: ${parsed.issues[0].message}`);
  return parsed.output;
}
