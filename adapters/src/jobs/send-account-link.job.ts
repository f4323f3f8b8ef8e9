import * as v from 'valibot';
import type { JobSendOptions } from './pg-boss-job-queue.ts';

/** A signed-out reset or resend request; the worker looks the account up (SendAccountLink). */
export const SEND_ACCOUNT_LINK_JOB = {
  name: 'send-account-link',
  payload: v.object({ purpose: v.picklist(['verify-email', 'reset-password']), login: v.pipe(v.string(), v.maxLength(320)) }),
  options: { retryLimit: 3, retryDelay: 10, retryBackoff: true } satisfies JobSendOptions,
} as const;
