import * as v from 'valibot';
import { CHECK_CUSTOM_DOMAIN_JOB, RECHECK_CUSTOM_DOMAINS_JOB } from '@lurkit/adapters/jobs/custom-domain-checks.job.ts';
import type { ScopeFactory } from '@lurkit/adapters/wiring/scope.ts';
import { CheckCustomDomain, RecheckCustomDomains } from '@lurkit/core/programs/application/check-custom-domain.ts';
import type { JobLog } from './job-log.ts';

/** One company's domain against DNS; a DNS outage throws and pg-boss retries with backoff. */
export function checkCustomDomainHandler(jobScope: ScopeFactory, logError: JobLog, logInfo: JobLog) {
  const job = CHECK_CUSTOM_DOMAIN_JOB;
  return async (payload: unknown): Promise<void> => {
    const parsed = v.safeParse(job.payload, payload);
    if (!parsed.success) return logError({ job: job.name }, 'dropped a malformed job');
    const checked = await jobScope().transaction((scope) => new CheckCustomDomain(scope.programs).execute(parsed.output));
    if (checked) logInfo({ job: job.name, domain: checked.domain, status: checked.status }, 'checked a custom domain');
  };
}

/** The daily recheck: a domain whose record disappeared stops being served; one DNS failure does not stop the rest. */
export function recheckCustomDomainsHandler(jobScope: ScopeFactory, logError: JobLog, logInfo: JobLog) {
  const job = RECHECK_CUSTOM_DOMAINS_JOB;
  return async (payload: unknown): Promise<void> => {
    if (!v.safeParse(job.payload, payload).success) return logError({ job: job.name }, 'dropped a malformed job');
    const counts = await jobScope().transaction((scope) => new RecheckCustomDomains(scope.programs).execute({ limit: job.batch }));
    if (counts.checked + counts.failed > 0) logInfo({ job: job.name, ...counts }, 'rechecked custom domains');
  };
}
