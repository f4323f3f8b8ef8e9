import type { Cents } from '../../shared/money.ts';
import { ledgerAccount as account } from './ledger-account.ts';
import type { LedgerCause, LedgerEntry, LedgerTransaction } from './ledger-transaction.ts';

type Posting = { id: string; postedAt: Date };

const tx = (p: Posting, cause: LedgerCause, reference: string, entries: LedgerEntry[]): LedgerTransaction => ({
  id: p.id,
  cause,
  reference,
  currency: 'USD',
  postedAt: p.postedAt,
  entries,
  reverses: null,
});

/** The company's card paid a checkout: the provider holds the money until it is put in escrow. */
export const cardCharge = (p: Posting, input: { checkoutId: string; companyId: string; amount: Cents }) =>
  tx(p, 'cardCharge', input.checkoutId, [
    { account: account('companyCash', input.companyId), amountCents: -input.amount },
    { account: account('providerClearing'), amountCents: input.amount },
  ]);

/** A paid checkout's line held in escrow for its Quest run. */
export const escrowHold = (p: Posting, input: { runId: string; amount: Cents }) =>
  tx(p, 'escrowHold', input.runId, [
    { account: account('providerClearing'), amountCents: -input.amount },
    { account: account('escrow', input.runId), amountCents: input.amount },
  ]);

/** Approved content: the run's escrow becomes the creator's payable balance. */
export const releaseToPayable = (p: Posting, input: { runId: string; creatorId: string; amount: Cents }) =>
  tx(p, 'releaseToPayable', input.runId, [
    { account: account('escrow', input.runId), amountCents: -input.amount },
    { account: account('creatorPayable', input.creatorId), amountCents: input.amount },
  ]);

/** A payout sent to the creator (its reference is the payout's id). */
export const payoutSent = (p: Posting, input: { payoutId: string; creatorId: string; amount: Cents }) =>
  tx(p, 'payoutSent', input.payoutId, [
    { account: account('creatorPayable', input.creatorId), amountCents: -input.amount },
    { account: account('creatorPaidOut', input.creatorId), amountCents: input.amount },
  ]);

/** The payout failed or the bank returned it: the money is payable to the creator again. */
export const payoutBack = (p: Posting, input: { payoutId: string; creatorId: string; amount: Cents; returned: boolean }) =>
  tx(p, input.returned ? 'payoutReturned' : 'payoutFailed', input.payoutId, [
    { account: account('creatorPaidOut', input.creatorId), amountCents: -input.amount },
    { account: account('creatorPayable', input.creatorId), amountCents: input.amount },
  ]);

/** A dispute decided for the company: (part of) the run's escrow goes back to it. */
export const refund = (p: Posting, input: { refundId: string; runId: string; companyId: string; amount: Cents }) =>
  tx(p, 'refund', input.refundId, [
    { account: account('escrow', input.runId), amountCents: -input.amount },
    { account: account('refunds', input.companyId), amountCents: input.amount },
  ]);

/** A plan invoice paid by the company's card. */
export const planCharge = (p: Posting, input: { invoiceId: string; companyId: string; amount: Cents }) =>
  tx(p, 'planCharge', input.invoiceId, [
    { account: account('companyCash', input.companyId), amountCents: -input.amount },
    { account: account('planRevenue'), amountCents: input.amount },
  ]);

/** A provider's fee on a charge or payout. */
export const fee = (p: Posting, input: { reference: string; amount: Cents }) =>
  tx(p, 'fee', input.reference, [
    { account: account('providerClearing'), amountCents: -input.amount },
    { account: account('fees'), amountCents: input.amount },
  ]);
