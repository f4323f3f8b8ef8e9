import type { ApiToken } from '../domain/api-token.entity.ts';

export interface ApiTokenRepositoryPort {
  findById(id: string): Promise<ApiToken | null>;
  findByHash(hash: string): Promise<ApiToken | null>;
  /** Inserts or updates. */
  save(token: ApiToken): Promise<void>;
  /** The company's live tokens, newest first (a company keeps few). */
  listLive(companyId: string): Promise<ApiToken[]>;
  /** Sets last use to `at` unless it was set less than `precisionMs` before; true when it wrote. */
  recordUse(id: string, at: Date, precisionMs: number): Promise<boolean>;
}
