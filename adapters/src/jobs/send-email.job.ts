import type { EmailMessage } from '@lurkit/core/shared/mailer.port.ts';
import * as v from 'valibot';
import type { JobSendOptions } from './pg-boss-job-queue.ts';

const sendEmailPayloadSchema = v.object({ to: v.string(), subject: v.string(), text: v.string(), html: v.string() });

/** Delivering one email. SMTP hiccups are common, so it retries five times, backing off from 10 s. */
export const SEND_EMAIL_JOB = {
  name: 'send-email',
  payload: sendEmailPayloadSchema,
  options: { retryLimit: 5, retryDelay: 10, retryBackoff: true, retryDelayMax: 600 } satisfies JobSendOptions,
} as const;

/** Payloads come back from the database as JSON; a malformed one is a fault and throws. */
export function parseSendEmailPayload(payload: unknown): EmailMessage {
  const parsed = v.safeParse(sendEmailPayloadSchema, payload);
  if (!parsed.success) throw new Error(`Malformed send-email payload: ${parsed.issues[0].message}`);
  return parsed.output;
}
