import { ok, type Result } from '../../shared/result.ts';
import { cartOf, type Cart, type CartLine } from '../domain/cart.ts';
import { acceptBid, type BiddingError } from '../domain/quest-run-bidding.ts';
import { confirmedAmount, type QuestRun } from '../domain/quest-run.entity.ts';
import type { NotRunParty, QuestRunNotFound } from '../domain/quests.errors.ts';
import { loadRunFor } from './quest-actor.ts';
import type { QuestsDeps } from './quests-deps.ts';

export interface BulkAcceptOffersInput {
  companyId: string;
  runIds: string[];
}
export type BulkAcceptItemError = QuestRunNotFound | NotRunParty | BiddingError;
export interface BulkAcceptOffersOutput {
  /** Each accepted offer as a cart line with its agreed amount, and the total to pay at checkout. */
  cart: Cart;
  accepted: QuestRun[];
  refused: { runId: string; error: BulkAcceptItemError }[];
}

/**
 * "Bulk accept adds to cart": every offer awaiting the company (INITIAL_BID or COUNTER_BID with the
 * creator's bid last) is accepted; anything else is reported per item and left as it was.
 */
export class BulkAcceptOffers {
  private readonly deps: Pick<QuestsDeps, 'runs' | 'clock'>;

  constructor(deps: Pick<QuestsDeps, 'runs' | 'clock'>) {
    this.deps = deps;
  }

  async execute(input: BulkAcceptOffersInput): Promise<Result<BulkAcceptOffersOutput, QuestRunNotFound | NotRunParty>> {
    // Another company's run among the ids refuses the whole call: per-item answers would reveal which exist.
    for (const runId of new Set(input.runIds)) {
      const owned = await loadRunFor(this.deps.runs, runId, { party: 'COMPANY', companyId: input.companyId });
      if (!owned.ok) return owned;
    }
    const now = this.deps.clock.now();
    const accepted: QuestRun[] = [];
    const lines: CartLine[] = [];
    const refused: BulkAcceptOffersOutput['refused'] = [];
    for (const runId of new Set(input.runIds)) {
      const result = await this.#acceptOne(runId, input.companyId, now);
      if (!result.ok) {
        refused.push({ runId, error: result.error });
        continue;
      }
      const run = result.value;
      accepted.push(run);
      lines.push({ runId: run.id, questId: run.questId, creatorId: run.creatorId, amount: confirmedAmount(run) });
    }
    return ok({ cart: cartOf(lines), accepted, refused });
  }

  async #acceptOne(runId: string, companyId: string, now: Date): Promise<Result<QuestRun, BulkAcceptItemError>> {
    const loaded = await loadRunFor(this.deps.runs, runId, { party: 'COMPANY', companyId });
    if (!loaded.ok) return loaded;
    const next = acceptBid(loaded.value.run, { by: 'COMPANY', now });
    if (!next.ok) return next;
    await this.deps.runs.save(next.value);
    return ok(next.value);
  }
}
