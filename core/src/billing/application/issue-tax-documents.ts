import type { LedgerPort } from '../../ledger/ports/ledger.port.ts';
import type { LedgerTransaction } from '../../ledger/ports/money-movements.ts';
import { newId } from '../../shared/ids.ts';
import { centsOf, type Cents } from '../../shared/money.ts';
import { legalPartyOf } from '../domain/billing-details.entity.ts';
import { questRunDescription } from '../domain/quest-run-line.ts';
import type { LegalParty, TaxDocument, TaxDocumentLine } from '../domain/tax-document.entity.ts';
import { EU_STANDARD_VAT_RATES, taxLineOf, taxTreatmentOf } from '../domain/tax.ts';
import type { BillingDeps } from './billing-deps.ts';

type Deps = Pick<BillingDeps, 'documents' | 'details' | 'directory' | 'seller' | 'vatRates'>;

/** The owner of the one entry on an account of this kind (`escrow:<run id>` gives the run id). */
const ownerOn = (tx: LedgerTransaction, kind: string): string | null => {
  const entry = tx.entries.find((e) => e.account.startsWith(`${kind}:`));
  return entry ? entry.account.slice(kind.length + 1) : null;
};

const amountOf = (tx: LedgerTransaction): Cents => centsOf(Math.abs(tx.entries[0]?.amountCents ?? 0));

/**
 * Invoices and credit notes follow the money: the ledger's card charge of a Quest checkout is
 * invoiced, and each refund is credited, in the same transaction, so no payment goes undocumented
 * and no document exists for money that did not move. Issuing is by source, so a replay answers the
 * document already issued.
 */
export class IssueTaxDocuments {
  private readonly deps: Deps;

  constructor(deps: Deps) {
    this.deps = deps;
  }

  /** The document a posted transaction calls for, or null for one that is not a charge or refund. */
  async forTransaction(tx: LedgerTransaction): Promise<TaxDocument | null> {
    if (tx.cause === 'cardCharge') return this.invoiceCheckout(tx);
    if (tx.cause === 'refund') return this.creditRefund(tx);
    return null;
  }

  /**
   * A paid plan invoice in our own series: the provider's number is its book's, not ours, so the
   * invoice the company keeps is numbered with the Quest invoices, without gaps.
   */
  async invoicePlan(tx: LedgerTransaction, plan: { description: string; periodStart: Date; periodEnd: Date }): Promise<TaxDocument | null> {
    const companyId = ownerOn(tx, 'companyCash');
    if (!companyId) return null;
    const period = `${plan.periodStart.toISOString().slice(0, 10)} to ${plan.periodEnd.toISOString().slice(0, 10)}`;
    return this.issueInvoice(tx, companyId, [{ description: `${plan.description} (${period})`, amount: amountOf(tx) }], 'planInvoice');
  }

  /** An invoice to the company as its settings name it now, taxed by where it is. */
  private async issueInvoice(
    tx: LedgerTransaction,
    companyId: string,
    lines: TaxDocumentLine[],
    sourceKind: 'questCheckout' | 'planInvoice',
  ): Promise<TaxDocument> {
    const buyer = await this.buyerOf(companyId);
    const treatment = taxTreatmentOf(this.deps.seller, buyer, { ...EU_STANDARD_VAT_RATES, ...this.deps.vatRates });
    return this.deps.documents.issue({
      id: newId(),
      kind: 'invoice',
      companyId,
      seller: this.deps.seller,
      buyer,
      lines,
      tax: taxLineOf(treatment, amountOf(tx)),
      issuedAt: tx.postedAt,
      source: { kind: sourceKind, id: tx.reference },
      ledgerTransactionId: tx.id,
      credits: null,
    });
  }

  /** The buyer as the company's settings name it now; before they are given, its display name and no address. */
  private async buyerOf(companyId: string): Promise<LegalParty> {
    const details = await this.deps.details.find(companyId);
    if (details) return legalPartyOf(details);
    const name = (await this.deps.directory.companyName(companyId)) ?? 'Unknown company';
    return { legalName: name, addressLines: [], country: '', vatNumber: null };
  }

  private async invoiceCheckout(tx: LedgerTransaction): Promise<TaxDocument | null> {
    const companyId = ownerOn(tx, 'companyCash');
    if (!companyId) return null;
    const gross = amountOf(tx);
    const runs = await this.deps.directory.checkoutRuns(tx.reference);
    const lines: TaxDocumentLine[] =
      runs && runs.length > 0
        ? runs.map((run) => ({ description: questRunDescription(run), amount: run.amount }))
        : [{ description: `Quest checkout ${tx.reference.slice(0, 8)}`, amount: gross }];
    return this.issueInvoice(tx, companyId, lines, 'questCheckout');
  }

  /**
   * A refund's credit note corrects the invoice that charged the run: the same buyer and the same
   * VAT treatment and rate, on the amount refunded.
   */
  private async creditRefund(tx: LedgerTransaction): Promise<TaxDocument | null> {
    const runId = ownerOn(tx, 'escrow');
    const companyId = ownerOn(tx, 'refunds');
    if (!runId || !companyId) return null;
    const gross = amountOf(tx);
    const run = await this.deps.directory.paidRun(runId);
    const invoice = run?.checkoutId ? await this.deps.documents.findBySource({ kind: 'questCheckout', id: run.checkoutId }) : null;
    const buyer = invoice?.buyer ?? (await this.buyerOf(companyId));
    const treatment = invoice?.tax ?? taxTreatmentOf(this.deps.seller, buyer, { ...EU_STANDARD_VAT_RATES, ...this.deps.vatRates });
    const described = run ?? { runId, questName: null, creatorName: null };
    return this.deps.documents.issue({
      id: newId(),
      kind: 'creditNote',
      companyId,
      seller: invoice?.seller ?? this.deps.seller,
      buyer,
      lines: [{ description: `Refund: ${questRunDescription(described)}`, amount: gross }],
      tax: taxLineOf({ treatment: treatment.treatment, rateBasisPoints: treatment.rateBasisPoints }, gross),
      issuedAt: tx.postedAt,
      source: { kind: 'questRefund', id: tx.reference },
      ledgerTransactionId: tx.id,
      credits: invoice ? { id: invoice.id, number: invoice.number } : null,
    });
  }
}

/**
 * The ledger, issuing the document each posted charge or refund calls for in the same transaction:
 * whichever use case moves the money, its invoice or credit note cannot be forgotten.
 */
export class TaxDocumentingLedger implements LedgerPort {
  readonly #ledger: LedgerPort;
  readonly #issue: IssueTaxDocuments;

  constructor(ledger: LedgerPort, issue: IssueTaxDocuments) {
    this.#ledger = ledger;
    this.#issue = issue;
  }

  async post(tx: LedgerTransaction) {
    const posted = await this.#ledger.post(tx);
    if (posted.ok) await this.#issue.forTransaction(posted.value);
    return posted;
  }

  transaction(id: string) {
    return this.#ledger.transaction(id);
  }
  balance(account: Parameters<LedgerPort['balance']>[0]) {
    return this.#ledger.balance(account);
  }
  balances(accounts: Parameters<LedgerPort['balances']>[0]) {
    return this.#ledger.balances(accounts);
  }
  netByReference(kind: Parameters<LedgerPort['netByReference']>[0]) {
    return this.#ledger.netByReference(kind);
  }
  linesOf(account: Parameters<LedgerPort['linesOf']>[0]) {
    return this.#ledger.linesOf(account);
  }
}
