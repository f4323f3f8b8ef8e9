import { ledgerAccount } from '../../ledger/ports/money-movements.ts';
import type { LedgerLine } from '../../ledger/ports/ledger.port.ts';
import { calendarDateIn, STOCKHOLM_TIME_ZONE } from '../../shared/zoned-calendar.ts';
import type { QuestsDeps } from './quests-deps.ts';

/**
 * One line of a creator's yearly earnings statement, read from one ledger entry: a run's money
 * released to them (EARNED) or taken back by a dispute (RECLAIMED), a payout that reached them (PAID)
 * or that the bank sent back (RETURNED). Amounts are signed cents.
 */
export interface EarningsLine {
  readonly id: string;
  readonly date: Date;
  readonly kind: 'EARNED' | 'RECLAIMED' | 'PAID' | 'RETURNED' | 'CORRECTED';
  readonly description: string;
  readonly amount: number;
}

/** One calendar year (Europe/Stockholm) of a creator's earnings and payouts; each total is the sum of its lines. */
export interface EarningsStatement {
  readonly year: number;
  /** Released to the creator less taken back, oldest first. */
  readonly earnings: readonly EarningsLine[];
  /** Paid out less returned, oldest first: the change of the wallet's paid figure over the year. */
  readonly payouts: readonly EarningsLine[];
  readonly earned: number;
  readonly paidOut: number;
}

/** Which entries of the creator's payable account are earnings (the rest are payouts leaving it, counted on the paid-out side). */
const EARNING_KINDS: Partial<Record<LedgerLine['cause'], EarningsLine['kind']>> = {
  releaseToPayable: 'EARNED',
  releaseReclaimed: 'RECLAIMED',
};
const PAYOUT_KINDS: Partial<Record<LedgerLine['cause'], EarningsLine['kind']>> = {
  payoutPaid: 'PAID',
  payoutReturned: 'RETURNED',
  reversal: 'CORRECTED',
};

/** The Stockholm calendar year an instant falls in: 2025-12-31T23:30Z is already 2026 there. */
export const stockholmYear = (instant: Date): number => calendarDateIn(instant, STOCKHOLM_TIME_ZONE).year;

const sum = (lines: readonly EarningsLine[]) => lines.reduce((total, line) => total + line.amount, 0);

/**
 * A creator's earnings statements, newest year first, only years with a line. Every figure is a
 * ledger entry, so a year's paid-out total is what the wallet's paid figure moved by in that year.
 */
export class ListEarningsStatements {
  private readonly deps: Pick<QuestsDeps, 'runs' | 'quests' | 'ledger'>;
  constructor(deps: Pick<QuestsDeps, 'runs' | 'quests' | 'ledger'>) {
    this.deps = deps;
  }

  async execute(input: { creatorId: string }): Promise<EarningsStatement[]> {
    const [payable, paidOut] = await Promise.all([
      this.deps.ledger.linesOf(ledgerAccount('creatorPayable', input.creatorId)),
      this.deps.ledger.linesOf(ledgerAccount('creatorPaidOut', input.creatorId)),
    ]);
    const earningLines = payable.filter((l) => EARNING_KINDS[l.cause]);
    const describe = await this.describer(earningLines.map((l) => l.reference));
    const toLine = (kinds: typeof EARNING_KINDS) => (l: LedgerLine) => {
      const kind = kinds[l.cause]!;
      return { id: l.transactionId, date: l.postedAt, kind, description: describe(kind, l.reference), amount: l.amountCents };
    };
    const earnings = earningLines.map(toLine(EARNING_KINDS));
    const payouts = paidOut.filter((l) => PAYOUT_KINDS[l.cause]).map(toLine(PAYOUT_KINDS));
    const years = [...new Set([...earnings, ...payouts].map((l) => stockholmYear(l.date)))].sort((a, b) => b - a);
    return years.map((year) => {
      const inYear = (lines: EarningsLine[]) => lines.filter((l) => stockholmYear(l.date) === year);
      const statement = { earnings: inYear(earnings), payouts: inYear(payouts) };
      return { year, ...statement, earned: sum(statement.earnings), paidOut: sum(statement.payouts) };
    });
  }

  /** Names each line for its Quest: a release's reference is its run, a payout's is found through the run it paid (one read for all). */
  private async describer(runIds: readonly string[]) {
    const runs = await this.deps.runs.findByIds([...new Set(runIds)]);
    const quests = new Map((await this.deps.quests.findByIds([...new Set(runs.map((r) => r.questId))])).map((q) => [q.id, q.name]));
    const questOfRun = new Map(runs.map((r) => [r.id, quests.get(r.questId) ?? 'a Quest']));
    const questOfPayout = new Map(runs.filter((r) => r.payoutId).map((r) => [r.payoutId!, quests.get(r.questId) ?? 'a Quest']));
    const words: Record<EarningsLine['kind'], (reference: string) => string> = {
      EARNED: (ref) => `Quest run approved: ${questOfRun.get(ref) ?? 'a Quest'}`,
      RECLAIMED: (ref) => `Refunded to the company after a dispute: ${questOfRun.get(ref) ?? 'a Quest'}`,
      PAID: (ref) => `Payout paid: ${questOfPayout.get(ref) ?? 'Quest payout'}`,
      RETURNED: (ref) => `Payout returned by the bank: ${questOfPayout.get(ref) ?? 'Quest payout'}`,
      CORRECTED: () => 'Correction of an earlier payout',
    };
    return (kind: EarningsLine['kind'], reference: string) => words[kind](reference);
  }
}
