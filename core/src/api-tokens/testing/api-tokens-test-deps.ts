import { InMemoryRateLimits } from '../../shared/testing/in-memory-rate-limits.ts';
import { SettableClock } from '../../shared/testing/settable-clock.ts';
import type { ApiTokensDeps } from '../application/api-tokens-deps.ts';
import { InMemoryApiTokenOwners } from './in-memory-api-token-owners.ts';
import { InMemoryApiTokenRepository } from './in-memory-api-token-repository.ts';

export const TOKENS_NOW = new Date('2026-03-02T10:00:00.000Z');
export const COMPANY = '00000000-0000-4000-8000-0000000000c1';
export const OTHER_COMPANY = '00000000-0000-4000-8000-0000000000c2';
export const OWNER = '00000000-0000-4000-8000-0000000000a1';
export const MEMBER = '00000000-0000-4000-8000-0000000000a2';
export const OTHER_OWNER = '00000000-0000-4000-8000-0000000000a3';

export interface ApiTokensTestDeps extends ApiTokensDeps {
  tokens: InMemoryApiTokenRepository;
  owners: InMemoryApiTokenOwners;
  limits: InMemoryRateLimits;
  clock: SettableClock;
}

/** One owner and one plain member of a company, and the owner of another. */
export function apiTokensTestDeps(): ApiTokensTestDeps {
  const owners = new InMemoryApiTokenOwners();
  owners.add(COMPANY, OWNER);
  owners.add(OTHER_COMPANY, OTHER_OWNER);
  return { tokens: new InMemoryApiTokenRepository(), owners, limits: new InMemoryRateLimits(), clock: new SettableClock(TOKENS_NOW) };
}
