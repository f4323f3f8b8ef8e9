import type { Cents } from '../../shared/money.ts';
import type { PayoutStatus } from '../../shared/payout.port.ts';
import { ledgerAccount as account, type LedgerAccount } from '../domain/ledger-account.ts';
import type { LedgerCause, LedgerTransaction } from '../domain/ledger-transaction.ts';

/**
 * The money movements other contexts post, each a balanced transaction from one account to another.
 * They sit beside the port because they are what the ledger offers: a context names the movement,
 * never the accounts' bookkeeping.
 */
export type Posting = { id: string; postedAt: Date };
// Other contexts name accounts (a creator's payable balance, a run's escrow) through this door.
export { ledgerAccount, type LedgerAccount } from '../domain/ledger-account.ts';
export type { LedgerTransaction };

const move = (
  p: Posting,
  cause: LedgerCause,
  reference: string,
  from: LedgerAccount,
  to: LedgerAccount,
  amount: Cents,
): LedgerTransaction => ({
  id: p.id,
  cause,
  reference,
  currency: 'USD',
  postedAt: p.postedAt,
  entries: [
    { account: from, amountCents: -amount },
    { account: to, amountCents: amount },
  ],
  reverses: null,
});

/** The company's card paid a checkout: the provider holds the money until it is put in escrow. */
export const cardCharge = (p: Posting, input: { checkoutId: string; companyId: string; amount: Cents }) =>
  move(p, 'cardCharge', input.checkoutId, account('companyCash', input.companyId), account('providerClearing'), input.amount);

/** A paid checkout's line held in escrow for its Quest run. */
export const escrowHold = (p: Posting, input: { runId: string; amount: Cents }) =>
  move(p, 'escrowHold', input.runId, account('providerClearing'), account('escrow', input.runId), input.amount);

/** Approved content: the run's escrow becomes the creator's payable balance. */
export const releaseToPayable = (p: Posting, input: { runId: string; creatorId: string; amount: Cents }) =>
  move(p, 'releaseToPayable', input.runId, account('escrow', input.runId), account('creatorPayable', input.creatorId), input.amount);

/** A released run refunded after all (a dispute decided for the company): the creator's payable goes back to escrow. */
export const releaseReclaimed = (p: Posting, input: { runId: string; creatorId: string; amount: Cents }) =>
  move(p, 'releaseReclaimed', input.runId, account('creatorPayable', input.creatorId), account('escrow', input.runId), input.amount);

/** A payout sent to the creator (its reference is the payout's id): on its way until the provider reports it paid. */
export const payoutSent = (p: Posting, input: { payoutId: string; creatorId: string; amount: Cents }) =>
  move(
    p,
    'payoutSent',
    input.payoutId,
    account('creatorPayable', input.creatorId),
    account('creatorInTransit', input.creatorId),
    input.amount,
  );

/** The provider reported the payout paid: it reached the creator. */
export const payoutPaid = (p: Posting, input: { payoutId: string; creatorId: string; amount: Cents }) =>
  move(
    p,
    'payoutPaid',
    input.payoutId,
    account('creatorInTransit', input.creatorId),
    account('creatorPaidOut', input.creatorId),
    input.amount,
  );

/** The payout failed on its way, or the bank returned it after paying: the money is payable to the creator again. */
export const payoutBack = (p: Posting, input: { payoutId: string; creatorId: string; amount: Cents; returned: boolean }) =>
  move(
    p,
    input.returned ? 'payoutReturned' : 'payoutFailed',
    input.payoutId,
    account(input.returned ? 'creatorPaidOut' : 'creatorInTransit', input.creatorId),
    account('creatorPayable', input.creatorId),
    input.amount,
  );

/** A dispute decided for the company: (part of) the run's escrow goes back to it. */
export const refund = (p: Posting, input: { refundId: string; runId: string; companyId: string; amount: Cents }) =>
  move(p, 'refund', input.refundId, account('escrow', input.runId), account('refunds', input.companyId), input.amount);

/** A plan invoice paid by the company's card. */
export const planCharge = (p: Posting, input: { invoiceId: string; companyId: string; amount: Cents }) =>
  move(p, 'planCharge', input.invoiceId, account('companyCash', input.companyId), account('planRevenue'), input.amount);

/** A provider's fee on a charge or payout. */
export const fee = (p: Posting, input: { reference: string; amount: Cents }) =>
  move(p, 'fee', input.reference, account('providerClearing'), account('fees'), input.amount);

type PayoutState = PayoutStatus;
type PayoutMoney = { payoutId: string; creatorId: string; amount: Cents };

/**
 * What a payout's move from one status to another does to the money, as a table: sent (pending),
 * reported paid, failed on its way, returned after paying, paid at once. A move not listed (a replay,
 * or one the payout machine refuses) moves no money.
 */
const PAYOUT_MONEY: Partial<
  Record<`${PayoutState | 'none'}->${PayoutState}`, (p: () => Posting, input: PayoutMoney) => LedgerTransaction[]>
> = {
  'none->pending': (p, input) => [payoutSent(p(), input)],
  'none->paid': (p, input) => [payoutSent(p(), input), payoutPaid(p(), input)],
  'failed->pending': (p, input) => [payoutSent(p(), input)],
  'failed->paid': (p, input) => [payoutSent(p(), input), payoutPaid(p(), input)],
  'pending->paid': (p, input) => [payoutPaid(p(), input)],
  'pending->failed': (p, input) => [payoutBack(p(), { ...input, returned: false })],
  'paid->failed': (p, input) => [payoutBack(p(), { ...input, returned: true })],
};

/** The transactions a payout's move posts (`none`: the payout was just made); none for a move that moves no money. */
export const payoutMovements = (posting: () => Posting, input: PayoutMoney & { from: PayoutState | 'none'; to: PayoutState }) =>
  PAYOUT_MONEY[`${input.from}->${input.to}`]?.(posting, input) ?? [];
