import type { ProviderCharge, ProviderPayout, ProviderRefund } from '../ports/provider-records.port.ts';

export const LEDGER_MISMATCH_SUBJECTS = ['charge', 'refund', 'payoutOnItsWay', 'payoutPaid'] as const;
export type LedgerMismatchSubject = (typeof LEDGER_MISMATCH_SUBJECTS)[number];

/** One place where the ledger and a provider disagree, in cents; nothing is corrected, only listed for staff. */
export interface LedgerMismatch {
  readonly subject: LedgerMismatchSubject;
  readonly reference: string;
  /** What the provider's record implies for the ledger. */
  readonly providerCents: number;
  readonly ledgerCents: number;
}

/** The ledger's net by transaction reference on each kind of account reconciliation reads. */
export interface LedgerNets {
  readonly companyCash: ReadonlyMap<string, number>;
  readonly refunds: ReadonlyMap<string, number>;
  readonly creatorInTransit: ReadonlyMap<string, number>;
  readonly creatorPaidOut: ReadonlyMap<string, number>;
}

function compare(subject: LedgerMismatch['subject'], expected: Map<string, number>, actual: ReadonlyMap<string, number>): LedgerMismatch[] {
  const references = new Set([...expected.keys(), ...[...actual].filter(([, cents]) => cents !== 0).map(([reference]) => reference)]);
  return [...references]
    .sort()
    .map((reference) => ({ subject, reference, providerCents: expected.get(reference) ?? 0, ledgerCents: actual.get(reference) ?? 0 }))
    .filter((m) => m.providerCents !== m.ledgerCents);
}

/**
 * Every disagreement between the providers and the ledger: a charge the company paid is its cash
 * out (negative) by the checkout, a refund the company's refunds by its reference; a pending payout is on its way, a paid one paid, a failed one
 * neither; anything the ledger holds that no provider knows of is listed too.
 */
export function reconcile(
  records: { charges: ProviderCharge[]; refunds: ProviderRefund[]; payouts: ProviderPayout[] },
  nets: LedgerNets,
): LedgerMismatch[] {
  const charges = new Map(records.charges.map((c) => [c.checkoutId, -c.amount]));
  const refunds = new Map<string, number>();
  for (const r of records.refunds) refunds.set(r.refundId, (refunds.get(r.refundId) ?? 0) + r.amount);
  const onItsWay = new Map(records.payouts.map((p) => [p.payoutId, p.status === 'pending' ? p.amount : 0]));
  const paid = new Map(records.payouts.map((p) => [p.payoutId, p.status === 'paid' ? p.amount : 0]));
  return [
    ...compare('charge', charges, nets.companyCash),
    ...compare('refund', refunds, nets.refunds),
    ...compare('payoutOnItsWay', onItsWay, nets.creatorInTransit),
    ...compare('payoutPaid', paid, nets.creatorPaidOut),
  ];
}
