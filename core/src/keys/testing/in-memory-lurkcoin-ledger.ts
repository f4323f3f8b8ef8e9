import type { LurkcoinAward } from '../domain/lurkcoins.ts';
import type { LurkcoinLedgerPort } from '../ports/lurkcoin-ledger.port.ts';

export class InMemoryLurkcoinLedger implements LurkcoinLedgerPort {
  readonly #awards = new Map<string, LurkcoinAward>();

  async awardOnce(award: LurkcoinAward): Promise<boolean> {
    if (this.#awards.has(award.key)) return false;
    this.#awards.set(award.key, structuredClone(award));
    return true;
  }

  balanceOf(creatorId: string): number {
    return [...this.#awards.values()].filter((a) => a.creatorId === creatorId).reduce((sum, a) => sum + a.amount, 0);
  }

  awards(): LurkcoinAward[] {
    return [...this.#awards.values()].map((a) => structuredClone(a));
  }
}
