import type { DomainCheckJobsPort } from '../ports/domain-check-jobs.port.ts';

/** The domain checks a use case queued, in order. */
export class RecordedDomainChecks implements DomainCheckJobsPort {
  readonly queued: { companyId: string; afterSeconds: number }[] = [];

  async queueCheck(companyId: string, afterSeconds: number): Promise<void> {
    this.queued.push({ companyId, afterSeconds });
  }
}
