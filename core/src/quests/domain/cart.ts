import { addCents, centsOf, type Cents } from '../../shared/money.ts';

/** An accepted offer waiting to be paid at checkout. */
export interface CartLine {
  readonly runId: string;
  readonly questId: string;
  readonly creatorId: string;
  readonly amount: Cents;
}

export interface Cart {
  readonly lines: readonly CartLine[];
  readonly total: Cents;
}

export const cartOf = (lines: readonly CartLine[]): Cart => ({
  lines,
  total: lines.reduce((sum, line) => addCents(sum, line.amount), centsOf(0)),
});
