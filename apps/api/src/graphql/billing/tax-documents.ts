import { GetBillingDetails, UpdateBillingDetails } from '@lurkit/core/billing/application/billing-details.ts';
import { GetTaxDocument, ListTaxDocuments } from '@lurkit/core/billing/application/tax-documents.ts';
import type { BillingDetails } from '@lurkit/core/billing/domain/billing-details.entity.ts';
import {
  TAX_DOCUMENT_KINDS,
  type LegalParty,
  type TaxDocument,
  type TaxDocumentLine,
} from '@lurkit/core/billing/domain/tax-document.entity.ts';
import { ROUNDING_STATEMENT, type TaxLine } from '@lurkit/core/billing/domain/tax.ts';
import { actorId } from '../shared/actor.ts';
import { builder } from '../shared/builder.ts';
import { unwrap } from '../shared/errors.ts';
import { Money } from '../shared/money.ts';

const TaxDocumentKindEnum = builder.enumType('TaxDocumentKind', { values: TAX_DOCUMENT_KINDS });
const TaxTreatmentEnum = builder.enumType('TaxTreatment', {
  values: [
    'domestic',
    'euConsumerRate',
    'reverseCharge',
    'outsideEu',
    'sellerOutsideEu',
  ] as const satisfies readonly TaxLine['treatment'][],
});

const LegalPartyRef = builder.objectRef<LegalParty>('LegalParty').implement({
  description: 'A party to an invoice or credit note as it stood when the document was issued.',
  fields: (t) => ({
    legalName: t.exposeString('legalName'),
    addressLines: t.stringList({ resolve: (p) => [...p.addressLines] }),
    country: t.exposeString('country', { description: 'ISO 3166-1 alpha-2; empty when the buyer had given none.' }),
    vatNumber: t.exposeString('vatNumber', { nullable: true }),
  }),
});

const TaxDocumentLineRef = builder.objectRef<TaxDocumentLine>('TaxDocumentLine').implement({
  fields: (t) => ({
    description: t.exposeString('description'),
    amount: t.field({ type: Money, description: 'VAT-inclusive.', resolve: (l) => ({ cents: l.amount }) }),
  }),
});

const TaxLineRef = builder.objectRef<TaxLine>('TaxLine').implement({
  description: 'The VAT of a document: its treatment, rate, and the total split into net and VAT in whole cents.',
  fields: (t) => ({
    treatment: t.field({ type: TaxTreatmentEnum, resolve: (l) => l.treatment }),
    rateBasisPoints: t.exposeInt('rateBasisPoints', { description: '2500 is 25%.' }),
    label: t.exposeString('label', { description: '"VAT 25%", "Reverse charge", "No VAT".' }),
    note: t.exposeString('note', { nullable: true }),
    net: t.field({ type: Money, resolve: (l) => ({ cents: l.net }) }),
    vat: t.field({ type: Money, resolve: (l) => ({ cents: l.vat }) }),
    gross: t.field({ type: Money, resolve: (l) => ({ cents: l.gross }) }),
    rounding: t.string({ description: 'How VAT is rounded, printed on the document.', resolve: () => ROUNDING_STATEMENT }),
  }),
});

const CreditedInvoiceRef = builder.objectRef<{ id: string; number: string }>('CreditedInvoice').implement({
  fields: (t) => ({ id: t.exposeID('id'), number: t.exposeString('number') }),
});

const TaxDocumentRef = builder.objectRef<TaxDocument>('TaxDocument').implement({
  description: 'An invoice or credit note, numbered without gaps in its own series, never changed once issued.',
  fields: (t) => ({
    id: t.exposeID('id'),
    kind: t.field({ type: TaxDocumentKindEnum, resolve: (d) => d.kind }),
    number: t.exposeString('number'),
    issuedAt: t.expose('issuedAt', { type: 'DateTime' }),
    seller: t.field({ type: LegalPartyRef, resolve: (d) => d.seller }),
    buyer: t.field({ type: LegalPartyRef, resolve: (d) => d.buyer }),
    lines: t.field({ type: [TaxDocumentLineRef], resolve: (d) => [...d.lines] }),
    tax: t.field({ type: TaxLineRef, resolve: (d) => d.tax }),
    credits: t.field({
      type: CreditedInvoiceRef,
      nullable: true,
      description: "A credit note's invoice.",
      resolve: (d) => d.credits,
    }),
  }),
});

const BillingDetailsRef = builder.objectRef<BillingDetails>('BillingDetails').implement({
  description: "The company's legal details its invoices carry.",
  fields: (t) => ({
    legalName: t.exposeString('legalName'),
    addressLine1: t.exposeString('addressLine1'),
    addressLine2: t.exposeString('addressLine2', { nullable: true }),
    postalCode: t.exposeString('postalCode'),
    city: t.exposeString('city'),
    country: t.exposeString('country'),
    vatNumber: t.exposeString('vatNumber', { nullable: true }),
  }),
});

const BillingDetailsInput = builder.inputType('BillingDetailsInput', {
  fields: (t) => ({
    legalName: t.string(),
    addressLine1: t.string(),
    addressLine2: t.string({ required: false }),
    postalCode: t.string(),
    city: t.string(),
    country: t.string({ description: 'ISO 3166-1 alpha-2' }),
    vatNumber: t.string({ required: false, description: "Checked against the country's format (BILLING.INVALID_VAT_NUMBER)." }),
  }),
});

builder.queryFields((t) => ({
  taxDocuments: t.field({
    type: [TaxDocumentRef],
    description: "The company's invoices and credit notes, newest first.",
    authScopes: { companyMember: true },
    resolve: async (_root, _args, ctx) => [...unwrap(await new ListTaxDocuments(ctx.scope.billing).execute({ actorUserId: actorId(ctx) }))],
  }),
  taxDocument: t.field({
    type: TaxDocumentRef,
    authScopes: { companyMember: true },
    args: { id: t.arg.id() },
    resolve: async (_root, { id }, ctx) =>
      unwrap(await new GetTaxDocument(ctx.scope.billing).execute({ actorUserId: actorId(ctx), documentId: String(id) })),
  }),
  billingDetails: t.field({
    type: BillingDetailsRef,
    nullable: true,
    authScopes: { companyMember: true },
    resolve: async (_root, _args, ctx) => unwrap(await new GetBillingDetails(ctx.scope.billing).execute({ actorUserId: actorId(ctx) })),
  }),
}));

builder.mutationFields((t) => ({
  updateBillingDetails: t.field({
    type: BillingDetailsRef,
    authScopes: { companyOwner: true },
    args: { input: t.arg({ type: BillingDetailsInput }) },
    resolve: async (_root, { input }, ctx) =>
      unwrap(await new UpdateBillingDetails(ctx.scope.billing).execute({ actorUserId: actorId(ctx), details: input })),
  }),
}));
