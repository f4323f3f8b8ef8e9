import type { AccountTokenPurpose } from '../domain/account-token.entity.ts';

/** A signed-out request for a verification or reset link, as typed (a username or an address). */
export interface AccountLinkRequest {
  readonly purpose: AccountTokenPurpose;
  readonly login: string;
}

/**
 * Hands a signed-out link request over to the worker (SendAccountLink), which looks the account up.
 * The request itself does the same work for every address, so neither its answer nor its timing
 * tells whether an account exists.
 */
export interface AccountLinkRequestsPort {
  request(request: AccountLinkRequest): Promise<void>;
}
