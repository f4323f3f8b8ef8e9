import { err, ok, type Result } from '../../shared/result.ts';
import { afterCheck, verificationRecordName, type CustomDomain } from '../domain/domain-verification.ts';
import { NoCustomDomain } from '../domain/programs.errors.ts';
import type { ProgramsDeps } from './programs-deps.ts';

/**
 * Looks up the company's TXT record and moves its domain along pending → verified → suspended (and
 * back to verified when the record returns). A resolver that cannot answer throws: the job retries,
 * and an outage never suspends a domain. Returns null when the company has no domain (it was removed).
 */
export class CheckCustomDomain {
  private readonly deps: Pick<ProgramsDeps, 'domains' | 'dns' | 'clock'>;

  constructor(deps: Pick<ProgramsDeps, 'domains' | 'dns' | 'clock'>) {
    this.deps = deps;
  }

  async execute(input: { companyId: string }): Promise<CustomDomain | null> {
    const domain = await this.deps.domains.findByCompany(input.companyId);
    if (!domain) return null;
    return this.check(domain);
  }

  async check(domain: CustomDomain): Promise<CustomDomain> {
    const records = await this.deps.dns.resolveTxt(verificationRecordName(domain.domain));
    const checked = afterCheck(domain, records, this.deps.clock.now());
    await this.deps.domains.saveCheck(checked);
    return checked;
  }
}

/** "Check now" in page settings: the check runs in the worker at once; one waiting check per company however often it is pressed. */
export class RequestDomainCheck {
  private readonly deps: Pick<ProgramsDeps, 'domains' | 'domainChecks'>;

  constructor(deps: Pick<ProgramsDeps, 'domains' | 'domainChecks'>) {
    this.deps = deps;
  }

  async execute(input: { companyId: string }): Promise<Result<CustomDomain, NoCustomDomain>> {
    const domain = await this.deps.domains.findByCompany(input.companyId);
    if (!domain) return err(new NoCustomDomain());
    await this.deps.domainChecks.queueCheck(input.companyId, 0);
    return ok(domain);
  }
}

/** Rechecked once a day: a domain whose record disappeared is suspended, one whose record returned is served again. */
export const RECHECK_AFTER_MS = 20 * 60 * 60 * 1000;

/**
 * The daily recheck: every domain not checked in the last 20 hours, oldest check first, at most
 * `limit` a run. One domain's DNS failing is counted and left for the next run; the others go on.
 */
export class RecheckCustomDomains {
  private readonly deps: Pick<ProgramsDeps, 'domains' | 'dns' | 'clock'>;

  constructor(deps: Pick<ProgramsDeps, 'domains' | 'dns' | 'clock'>) {
    this.deps = deps;
  }

  async execute(input: { limit: number }): Promise<{ checked: number; verified: number; suspended: number; failed: number }> {
    const due = await this.deps.domains.dueForRecheck(new Date(this.deps.clock.now().getTime() - RECHECK_AFTER_MS), input.limit);
    const check = new CheckCustomDomain(this.deps);
    const counts = { checked: 0, verified: 0, suspended: 0, failed: 0 };
    for (const domain of due) {
      const checked = await check.check(domain).catch(() => null);
      if (!checked) {
        counts.failed++;
        continue;
      }
      counts.checked++;
      if (checked.status === 'verified' && domain.status !== 'verified') counts.verified++;
      if (checked.status === 'suspended' && domain.status !== 'suspended') counts.suspended++;
    }
    return counts;
  }
}
