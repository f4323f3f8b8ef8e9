import * as v from 'valibot';
import type { JobSendOptions } from './pg-boss-job-queue.ts';

const remindPayload = v.object({ participantId: v.pipe(v.string(), v.uuid()), hoursBefore: v.picklist([72, 24]) });
const expirePayload = v.object({ participantId: v.pipe(v.string(), v.uuid()) });

/** Spec 9: deadline reminders 72 h and 24 h before the key content is due. Idempotent: the use case records each once. */
export const REMIND_KEY_CONTENT_JOB = {
  name: 'remind-key-content',
  payload: remindPayload,
  options: { retryLimit: 5, retryDelay: 60, retryBackoff: true } satisfies JobSendOptions,
} as const;

/** Spec 9: 30 days after claiming, missing content expires as a run event. */
export const EXPIRE_KEY_CONTENT_JOB = {
  name: 'expire-key-content',
  payload: expirePayload,
  options: { retryLimit: 5, retryDelay: 60, retryBackoff: true } satisfies JobSendOptions,
} as const;

export function parseJobPayload<T extends v.GenericSchema>(schema: T, name: string, payload: unknown): v.InferOutput<T> {
  const parsed = v.safeParse(schema, payload);
  if (!parsed.success) throw new Error(`Malformed ${name} payload: ${parsed.issues[0].message}`);
  return parsed.output;
}
