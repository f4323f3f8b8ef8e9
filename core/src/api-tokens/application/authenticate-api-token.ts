import { consume, type RateLimited } from '../../shared/rate-limits.ts';
import { err, ok, type Result } from '../../shared/result.ts';
import { hashSecret } from '../../shared/secret-token.ts';
import { isLive, LAST_USE_PRECISION_MS, lastUseIsStale } from '../domain/api-token.entity.ts';
import { API_TOKEN_PREFIX, type ApiTokenScope } from '../domain/api-token.schema.ts';
import { ApiTokenInvalid } from '../domain/api-tokens.errors.ts';
import { API_TOKEN_REQUESTS, type ApiTokensDeps } from './api-tokens-deps.ts';

/** Who a bearer call acts as: the company, through the account of the owner who created the token. */
export interface ApiTokenCaller {
  tokenId: string;
  companyId: string;
  userId: string;
  scopes: readonly ApiTokenScope[];
}

/**
 * Resolves a bearer token on every call, from the database: a revoked token, or one whose creator is
 * no longer an active owner of its company, is refused at once. Each call counts against the token's
 * rate limit; last use is written at most once a minute.
 */
export class AuthenticateApiToken {
  private readonly deps: ApiTokensDeps;

  constructor(deps: ApiTokensDeps) {
    this.deps = deps;
  }

  async execute(input: { value: string }): Promise<Result<ApiTokenCaller, ApiTokenInvalid | RateLimited>> {
    if (!input.value.startsWith(API_TOKEN_PREFIX)) return err(new ApiTokenInvalid());
    const token = await this.deps.tokens.findByHash(await hashSecret(input.value));
    if (!token || !isLive(token) || !(await this.deps.owners.isActiveOwner(token.companyId, token.createdBy))) {
      return err(new ApiTokenInvalid());
    }
    const now = this.deps.clock.now();
    const allowed = await consume(this.deps.limits, API_TOKEN_REQUESTS, token.id, now);
    if (!allowed.ok) return allowed;
    if (lastUseIsStale(token, now)) await this.deps.tokens.recordUse(token.id, now, LAST_USE_PRECISION_MS);
    return ok({ tokenId: token.id, companyId: token.companyId, userId: token.createdBy, scopes: token.scopes });
  }
}
