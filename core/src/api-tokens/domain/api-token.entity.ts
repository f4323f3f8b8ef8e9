import type { ApiTokenScope } from './api-token.schema.ts';

/** A company's API token; its value is never stored, only the SHA-256 hash of it. */
export interface ApiToken {
  readonly id: string;
  readonly companyId: string;
  /** The owner who created it: bearer calls act as this account, for audit. */
  readonly createdBy: string;
  readonly name: string;
  readonly scopes: readonly ApiTokenScope[];
  readonly hash: string;
  /** The value's first characters, shown in the list to tell tokens apart (`lkt_AbC1…`). */
  readonly hint: string;
  readonly createdAt: Date;
  readonly lastUsedAt: Date | null;
  readonly revokedAt: Date | null;
}

/** Last use is written at most this often per token, so a busy token costs one write a minute. */
export const LAST_USE_PRECISION_MS = 60_000;

/** A company keeps at most this many live tokens. */
export const MAX_LIVE_TOKENS_PER_COMPANY = 20;

export const isLive = (token: ApiToken): boolean => token.revokedAt === null;

export const lastUseIsStale = (token: ApiToken, now: Date): boolean =>
  token.lastUsedAt === null || now.getTime() - token.lastUsedAt.getTime() >= LAST_USE_PRECISION_MS;
