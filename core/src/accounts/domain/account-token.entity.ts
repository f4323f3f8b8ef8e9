import { DAY_MS, HOUR_MS } from '../../shared/time.ts';

export type AccountTokenPurpose = 'verify-email' | 'reset-password';

export const ACCOUNT_TOKEN_TTL_MS: Record<AccountTokenPurpose, number> = {
  'verify-email': DAY_MS,
  'reset-password': HOUR_MS,
};

/** A one-time link sent by email. Only the hash of the secret is kept. */
export interface AccountToken {
  readonly hash: string;
  readonly userId: string;
  readonly purpose: AccountTokenPurpose;
  /** The address the link was sent to: a verification link only verifies that address. */
  readonly email: string;
  readonly createdAt: Date;
  readonly expiresAt: Date;
  readonly usedAt: Date | null;
}

export const isTokenUsable = (token: AccountToken, now: Date): boolean => !token.usedAt && token.expiresAt > now;
