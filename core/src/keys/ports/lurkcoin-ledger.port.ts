import type { LurkcoinAward } from '../domain/lurkcoins.ts';

export interface LurkcoinLedgerPort {
  /** Books the award unless one with the same key exists; answers whether it booked it. */
  awardOnce(award: LurkcoinAward): Promise<boolean>;
}
