import type { LegalParty, TaxDocumentLine } from '@lurkit/core/billing/domain/tax-document.entity.ts';
import type { TaxLine } from '@lurkit/core/billing/domain/tax.ts';
import { defineEntity, p, type InferEntity } from '@mikro-orm/postgresql';
import { CompanyEntity } from '../accounts/company.entity.ts';

/**
 * The last number given in each document series. Issuing locks its row (select ... for update) until
 * the issuing transaction ends: a sequence would leave a gap for every rolled-back issue, and an
 * invoice series must have none.
 */
export const TaxDocumentSeriesEntity = defineEntity({
  name: 'TaxDocumentSeries',
  tableName: 'tax_document_series',
  properties: {
    series: p.string().length(8).primary(),
    lastSequence: p.integer(),
  },
});

/**
 * An invoice or credit note as issued: parties, lines and tax copied in (read whole, so jsonb), never
 * updated. The company is kept as a plain id, not a foreign key: a tax document outlives the account
 * that received it, for as long as the law keeps books.
 */
export const TaxDocumentEntity = defineEntity({
  name: 'TaxDocument',
  tableName: 'tax_document',
  properties: {
    id: p.uuid().primary(),
    kind: p.string().length(16),
    series: p.string().length(8),
    sequence: p.integer(),
    number: p.string().length(32),
    companyId: p.uuid(),
    seller: p.json<LegalParty>(),
    buyer: p.json<LegalParty>(),
    lines: p.json<TaxDocumentLine[]>(),
    tax: p.json<TaxLine>(),
    issuedAt: p.datetime(),
    sourceKind: p.string().length(16),
    sourceId: p.string().length(255),
    ledgerTransactionId: p.string().length(64),
    creditsId: p.uuid().nullable(),
    creditsNumber: p.string().length(32).nullable(),
  },
  uniques: [
    { name: 'tax_document_number_unique', properties: ['series', 'sequence'] },
    { name: 'tax_document_source_unique', properties: ['sourceKind', 'sourceId'] },
  ],
  indexes: [{ name: 'tax_document_company_issued_index', properties: ['companyId', 'issuedAt'] }],
});
export type TaxDocumentRow = InferEntity<typeof TaxDocumentEntity>;

/** The buyer's legal details invoices carry, as the company's owner last saved them. */
export const CompanyBillingDetailsEntity = defineEntity({
  name: 'CompanyBillingDetails',
  tableName: 'company_billing_details',
  properties: {
    company: () => p.oneToOne(CompanyEntity).mapToPk().deleteRule('cascade').primary(),
    legalName: p.string().length(140),
    addressLine1: p.string().length(140),
    addressLine2: p.string().length(140).nullable(),
    postalCode: p.string().length(20),
    city: p.string().length(80),
    country: p.string().length(2),
    vatNumber: p.string().length(30).nullable(),
    updatedAt: p.datetime(),
  },
});

export const taxDocumentEntities = [TaxDocumentSeriesEntity, TaxDocumentEntity, CompanyBillingDetailsEntity];
