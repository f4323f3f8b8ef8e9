import type { DomainCheckJobsPort } from '@lurkit/core/programs/ports/domain-check-jobs.port.ts';
import { CHECK_CUSTOM_DOMAIN_JOB } from './custom-domain-checks.job.ts';
import type { JobDatabase } from './job-database.ts';
import type { PgBossJobQueue } from './pg-boss-job-queue.ts';

/**
 * Queued in the request's transaction. The delayed first check and "Check now" have keys of their own,
 * so pressing "Check now" while the first check waits still checks at once; presses within 30 seconds of
 * each other queue one (pg-boss throttles by key, even when two requests race).
 */
export class PgBossDomainChecks implements DomainCheckJobsPort {
  readonly #queue: PgBossJobQueue;
  readonly #db: JobDatabase | null;
  readonly #now: () => Date;

  constructor(queue: PgBossJobQueue, db: JobDatabase | null, now: () => Date) {
    this.#queue = queue;
    this.#db = db;
    this.#now = now;
  }

  async queueCheck(companyId: string, afterSeconds: number): Promise<void> {
    const later = afterSeconds > 0;
    await this.#queue.sendUnlessQueued(
      CHECK_CUSTOM_DOMAIN_JOB.name,
      { companyId },
      {
        ...CHECK_CUSTOM_DOMAIN_JOB.options,
        singletonKey: `${later ? 'soon' : 'now'}:${companyId}`,
        ...(later ? { startAfter: new Date(this.#now().getTime() + afterSeconds * 1000) } : { singletonSeconds: 30 }),
      },
      this.#db,
    );
  }
}
