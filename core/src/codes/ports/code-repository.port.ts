import type { Code, CodeStatus } from '../domain/code.entity.ts';

export interface CodeRepositoryPort {
  /** Every code of one item, in any order. */
  listByItem(itemId: string): Promise<Code[]>;
  /** Inserts or updates each code. */
  saveAll(codes: readonly Code[]): Promise<void>;
  /**
   * Stores the codes only if every one of them still has `expected` status, all or none; answers
   * whether it did. Two creators claiming the last code at once must not both get it.
   */
  replaceIfStatus(codes: readonly Code[], expected: CodeStatus): Promise<boolean>;
}
