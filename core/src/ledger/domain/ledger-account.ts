/**
 * The ledger's accounts. Money held for someone is an account per owner: a company's cash (what its
 * card paid), the escrow of one Quest run, a creator's payable balance, their payouts on the way (sent,
 * not yet reported paid) and what reached them.
 * Provider clearing, refunds, plan revenue and fees are the platform's own.
 */
export const LEDGER_ACCOUNT_KINDS = [
  'companyCash',
  'escrow',
  'creatorPayable',
  'creatorInTransit',
  'creatorPaidOut',
  'providerClearing',
  'refunds',
  'planRevenue',
  'fees',
] as const;
export type LedgerAccountKind = (typeof LEDGER_ACCOUNT_KINDS)[number];

/** `kind:owner`, e.g. `escrow:<run id>`; the platform's own accounts have the owner `platform`. */
export type LedgerAccount = `${LedgerAccountKind}:${string}`;

export const ledgerAccount = (kind: LedgerAccountKind, owner = 'platform'): LedgerAccount => `${kind}:${owner}`;

export const kindOf = (account: LedgerAccount): LedgerAccountKind => account.slice(0, account.indexOf(':')) as LedgerAccountKind;

/**
 * Accounts that never go below zero: a run's escrow (nothing released or refunded that was not held),
 * a creator's payable balance (nothing paid out that was not released to them), and their payouts on
 * the way and paid (nothing settled, failed or returned that was not sent).
 */
export const NEVER_NEGATIVE: readonly LedgerAccountKind[] = ['escrow', 'creatorPayable', 'creatorInTransit', 'creatorPaidOut'];
