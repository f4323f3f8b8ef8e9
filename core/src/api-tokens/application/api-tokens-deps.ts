import type { ClockPort } from '../../shared/clock.port.ts';
import type { RateLimitPort } from '../../shared/rate-limit.port.ts';
import type { RateLimitRule } from '../../shared/rate-limits.ts';
import { err, ok, type Result } from '../../shared/result.ts';
import { MINUTE_MS } from '../../shared/time.ts';
import { NotTokenOwner } from '../domain/api-tokens.errors.ts';
import type { ApiTokenOwnersPort } from '../ports/api-token-owners.port.ts';
import type { ApiTokenRepositoryPort } from '../ports/api-token-repository.port.ts';

export interface ApiTokensDeps {
  tokens: ApiTokenRepositoryPort;
  owners: ApiTokenOwnersPort;
  limits: RateLimitPort;
  clock: ClockPort;
}

/** The actor: a member of a company (the API's companyMember scope guarantees both ids). */
export interface ApiTokensActor {
  companyId: string;
  actorUserId: string;
}

/** Bearer calls per token: counted in PostgreSQL with the other abuse limits, so every instance shares them. */
export const API_TOKEN_REQUESTS: RateLimitRule = { name: 'api-token', limit: 120, windowMs: MINUTE_MS };

export async function requireOwner(deps: Pick<ApiTokensDeps, 'owners'>, actor: ApiTokensActor): Promise<Result<void, NotTokenOwner>> {
  return (await deps.owners.isActiveOwner(actor.companyId, actor.actorUserId)) ? ok(undefined) : err(new NotTokenOwner());
}
