import type { CreatorAccessJobsPort } from '@lurkit/core/accounts/creator-access/ports/creator-access-jobs.port.ts';
import type { JobDatabase } from './job-database.ts';
import type { PgBossJobQueue } from './pg-boss-job-queue.ts';
import { VERIFY_CREATOR_ACCESS_JOB } from './verify-creator-access.job.ts';

/** Queued in the request's transaction: a request that rolls back leaves no job behind. */
export class PgBossCreatorAccessJobs implements CreatorAccessJobsPort {
  readonly #queue: PgBossJobQueue;
  readonly #db: JobDatabase | null;

  constructor(queue: PgBossJobQueue, db: JobDatabase | null) {
    this.#queue = queue;
    this.#db = db;
  }

  async queueVerification(userId: string): Promise<void> {
    await this.#queue.sendUnlessQueued(
      VERIFY_CREATOR_ACCESS_JOB.name,
      { userId },
      { ...VERIFY_CREATOR_ACCESS_JOB.options, singletonKey: userId },
      this.#db,
    );
  }
}
