import type { AccountToken, AccountTokenPurpose } from '../domain/account-token.entity.ts';

export interface AccountTokenRepositoryPort {
  findByHash(purpose: AccountTokenPurpose, hash: string): Promise<AccountToken | null>;
  /** Inserts or updates. */
  save(token: AccountToken): Promise<void>;
  /** Marks every unused token of that purpose as used, so older links stop working. */
  invalidateAll(userId: string, purpose: AccountTokenPurpose, now: Date): Promise<void>;
}
