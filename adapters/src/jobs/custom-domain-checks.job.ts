import * as v from 'valibot';
import type { JobSendOptions } from './pg-boss-job-queue.ts';

/**
 * One company's custom domain checked against DNS: shortly after it is added, and at once on "Check
 * now". A DNS outage throws and the job is retried with backoff (the domain keeps its state meanwhile).
 */
export const CHECK_CUSTOM_DOMAIN_JOB = {
  name: 'check-custom-domain',
  payload: v.object({ companyId: v.pipe(v.string(), v.uuid()) }),
  options: { retryLimit: 5, retryDelay: 30, retryBackoff: true, expireInSeconds: 120 } satisfies JobSendOptions,
} as const;

/** Once a day: every domain rechecked, so one whose record disappeared stops being served. */
export const RECHECK_CUSTOM_DOMAINS_JOB = {
  name: 'recheck-custom-domains',
  cron: '17 4 * * *',
  payload: v.object({}),
  /** At most this many domains a run; RecheckCustomDomains takes the least recently checked first. */
  batch: 500,
  options: { retryLimit: 3, retryDelay: 300, retryBackoff: true, expireInSeconds: 1800 } satisfies JobSendOptions,
} as const;
