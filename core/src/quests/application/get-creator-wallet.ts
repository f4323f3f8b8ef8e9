import { ledgerAccount } from '../../ledger/ports/money-movements.ts';
import { centsOf, type Cents } from '../../shared/money.ts';
import { moneyStageOf } from '../domain/run-money.ts';
import type { QuestsDeps } from './quests-deps.ts';

/** A creator's money across every deal, each figure a ledger balance in USD cents. */
export interface CreatorWallet {
  /** Paid by companies and held until the content is approved. */
  readonly inEscrow: Cents;
  /** Released to the creator and not yet sent (a failed payout's money is here again). */
  readonly payable: Cents;
  /** Sent to the payout provider, not yet reported paid (2-3 bank days, spec 9). */
  readonly onItsWay: Cents;
  readonly paid: Cents;
}

const PAGE = { after: null, before: null, limit: 100, inverted: false } as const;

/** The creator's wallet: balances are sums of ledger entries, never a figure kept beside them. */
export class GetCreatorWallet {
  private readonly deps: Pick<QuestsDeps, 'runs' | 'ledger'>;
  constructor(deps: Pick<QuestsDeps, 'runs' | 'ledger'>) {
    this.deps = deps;
  }
  async execute(input: { creatorId: string }): Promise<CreatorWallet> {
    // Escrow is held per run; a live deal's is in the active or review tab (an ended one's awaits staff, not the creator).
    const held = (await Promise.all((['active', 'review'] as const).map((tab) => this.deps.runs.listByCreator(input.creatorId, tab, PAGE))))
      .flat()
      .filter((run) => moneyStageOf(run.status) === 'held');
    const mine = {
      payable: ledgerAccount('creatorPayable', input.creatorId),
      onItsWay: ledgerAccount('creatorInTransit', input.creatorId),
      paid: ledgerAccount('creatorPaidOut', input.creatorId),
    };
    const escrows = held.map((run) => ledgerAccount('escrow', run.id));
    const balances = await this.deps.ledger.balances([...Object.values(mine), ...escrows]);
    const of = (account: (typeof escrows)[number]) => balances.get(account) ?? 0;
    return {
      inEscrow: centsOf(escrows.reduce((sum, account) => sum + of(account), 0)),
      payable: centsOf(of(mine.payable)),
      onItsWay: centsOf(of(mine.onItsWay)),
      paid: centsOf(of(mine.paid)),
    };
  }
}
