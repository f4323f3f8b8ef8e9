import * as v from 'valibot';
import { SEND_ACCOUNT_LINK_JOB } from '@lurkit/adapters/jobs/send-account-link.job.ts';
import type { ScopeFactory } from '@lurkit/adapters/wiring/scope.ts';
import { SendAccountLink } from '@lurkit/core/accounts/application/send-account-link.ts';
import type { JobLog } from './job-log.ts';

/** A signed-out reset or resend request: the token and its mail commit together in one transaction. */
export function sendAccountLinkHandler(jobScope: ScopeFactory, logError: JobLog) {
  return async (payload: unknown): Promise<void> => {
    const parsed = v.safeParse(SEND_ACCOUNT_LINK_JOB.payload, payload);
    if (!parsed.success) return logError({ job: SEND_ACCOUNT_LINK_JOB.name }, 'dropped a malformed job');
    await jobScope().transaction((scope) => new SendAccountLink(scope.accounts).execute(parsed.output));
  };
}
