import type { Cents } from '../../shared/money.ts';
import type { TaxLine } from './tax.ts';

/** A party to a tax document as it stood when the document was issued. */
export interface LegalParty {
  readonly legalName: string;
  /** Street lines, then postal code and city. */
  readonly addressLines: readonly string[];
  /** ISO 3166-1 alpha-2. */
  readonly country: string;
  readonly vatNumber: string | null;
}

export const TAX_DOCUMENT_KINDS = ['invoice', 'creditNote'] as const;
export type TaxDocumentKind = (typeof TAX_DOCUMENT_KINDS)[number];

/**
 * Each kind is numbered in its own series without gaps (an auditor reads a gap as a hidden
 * document): invoices INV-000001, INV-000002, ..., credit notes CN-000001, ...
 */
export const SERIES_OF: Record<TaxDocumentKind, string> = { invoice: 'INV', creditNote: 'CN' };

export const documentNumber = (series: string, sequence: number): string => `${series}-${String(sequence).padStart(6, '0')}`;

/**
 * What a document was issued for: a paid Quest checkout or a paid plan invoice (invoices), a
 * refunded run (credit note).
 */
export const TAX_DOCUMENT_SOURCE_KINDS = ['questCheckout', 'questRefund', 'planInvoice'] as const;
export interface TaxDocumentSource {
  readonly kind: (typeof TAX_DOCUMENT_SOURCE_KINDS)[number];
  readonly id: string;
}

/**
 * A plan invoice's money by the provider's invoice: the ledger's reference and its document's
 * source, which reconciliation finds again in the provider's book.
 */
export const planInvoiceReference = (provider: string, providerInvoiceId: string): string =>
  `plan-invoice:${provider}:${providerInvoiceId}`;

export interface TaxDocumentLine {
  readonly description: string;
  /** VAT-inclusive, as the company paid it (a credit note's lines are what goes back). */
  readonly amount: Cents;
}

/**
 * An invoice or credit note: issued once, numbered in its series in the transaction that issues it,
 * and never changed after; a correction is a credit note.
 */
export interface TaxDocument {
  readonly id: string;
  readonly kind: TaxDocumentKind;
  readonly series: string;
  readonly sequence: number;
  readonly number: string;
  readonly companyId: string;
  readonly seller: LegalParty;
  readonly buyer: LegalParty;
  readonly lines: readonly TaxDocumentLine[];
  readonly tax: TaxLine;
  readonly issuedAt: Date;
  readonly source: TaxDocumentSource;
  /** The ledger transaction the document records (the card charge, the refund). */
  readonly ledgerTransactionId: string;
  /** A credit note's invoice, by id and number; null for an invoice. */
  readonly credits: { readonly id: string; readonly number: string } | null;
}

/** A document before its number: the repository gives it one as it stores it. */
export type TaxDocumentDraft = Omit<TaxDocument, 'series' | 'sequence' | 'number'>;
