import type { Cents } from '../../shared/money.ts';

/**
 * What is left of the total and the per-region budgets while creators are picked. A creator counts
 * against every per-region key that matches it, its country and its region: a Swedish creator uses
 * both an "SE" and a "EUROPE" budget, so neither cap can be exceeded.
 */
export interface BudgetLedger {
  remainingTotal: number;
  readonly remainingByKey: Map<string, number>;
}

export function openLedger(budget: { totalCents: Cents; perRegionCents: Readonly<Record<string, Cents | undefined>> }): BudgetLedger {
  const remainingByKey = new Map<string, number>();
  for (const [key, amount] of Object.entries(budget.perRegionCents)) if (amount !== undefined) remainingByKey.set(key, amount);
  return { remainingTotal: budget.totalCents, remainingByKey };
}

/** Takes the amount from every budget the creator counts against, or from none when one is short. */
export function tryReserve(ledger: BudgetLedger, keys: readonly string[], amount: number): boolean {
  if (amount > ledger.remainingTotal) return false;
  for (const key of keys) {
    const left = ledger.remainingByKey.get(key);
    if (left !== undefined && amount > left) return false;
  }
  ledger.remainingTotal -= amount;
  for (const key of keys) {
    const left = ledger.remainingByKey.get(key);
    if (left !== undefined) ledger.remainingByKey.set(key, left - amount);
  }
  return true;
}
