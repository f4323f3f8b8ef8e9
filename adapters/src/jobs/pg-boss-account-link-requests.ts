import type { AccountLinkRequest, AccountLinkRequestsPort } from '@lurkit/core/accounts/ports/account-link-requests.port.ts';
import type { JobDatabase } from './job-database.ts';
import type { PgBossJobQueue } from './pg-boss-job-queue.ts';
import { SEND_ACCOUNT_LINK_JOB } from './send-account-link.job.ts';

/** Queues the request in the request's transaction, as mail is queued with the change that sends it. */
export class PgBossAccountLinkRequests implements AccountLinkRequestsPort {
  readonly #queue: PgBossJobQueue;
  readonly #db: JobDatabase | null;

  constructor(queue: PgBossJobQueue, db: JobDatabase | null = null) {
    this.#queue = queue;
    this.#db = db;
  }

  async request({ purpose, login }: AccountLinkRequest): Promise<void> {
    await this.#queue.send(SEND_ACCOUNT_LINK_JOB.name, { purpose, login: login.slice(0, 320) }, SEND_ACCOUNT_LINK_JOB.options, this.#db);
  }
}
