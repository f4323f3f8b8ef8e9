import type { AccountLinkRequest, AccountLinkRequestsPort } from '../ports/account-link-requests.port.ts';

/** Keeps the queued requests; `deliverLinkRequests` (accounts-test-deps) plays the worker's part. */
export class RecordingAccountLinkRequests implements AccountLinkRequestsPort {
  pending: AccountLinkRequest[] = [];

  async request(request: AccountLinkRequest): Promise<void> {
    this.pending.push(request);
  }
}
