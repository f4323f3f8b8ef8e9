import type { BillingInvoice, BillingPlans, BillingStatement } from '../../apps/web/src/billing/operations/billing.operations.ts';
import type { BillingDetailsAnswer, TaxDocument } from '../../apps/web/src/billing/operations/tax-documents.operations.ts';

export const plans: BillingPlans['plans'] = [
  { id: 'free', name: 'Free', monthlyPrice: { cents: 0, currency: 'USD' }, memberLimit: 10, features: [] },
  { id: 'pro', name: 'Pro', monthlyPrice: { cents: 49_900, currency: 'USD' }, memberLimit: 25, features: ['insights', 'insightsExports'] },
  {
    id: 'enterprise',
    name: 'Enterprise',
    monthlyPrice: { cents: 149_900, currency: 'USD' },
    memberLimit: 100,
    features: ['insights', 'insightsExports'],
  },
];

export const freeOverview: BillingPlans['billingOverview'] = {
  plan: 'free',
  status: 'active',
  paymentFailed: false,
  cancelAtPeriodEnd: false,
  currentPeriodEnd: null,
  memberCount: 3,
  memberLimit: 10,
  features: [],
  viewerIsOwner: true,
};

export const proOverview: BillingPlans['billingOverview'] = {
  ...freeOverview,
  plan: 'pro',
  currentPeriodEnd: '2026-04-01T08:00:00.000Z',
  memberLimit: 25,
  features: ['insights', 'insightsExports'],
};

export const invoices: BillingInvoice[] = [
  {
    id: 'inv-2',
    number: 'SBX-DEMO-0002',
    description: 'Pro plan, monthly',
    amount: { cents: 49_900, currency: 'USD' },
    status: 'paid',
    periodStart: '2026-03-01T08:00:00.000Z',
    periodEnd: '2026-04-01T08:00:00.000Z',
    issuedAt: '2026-03-01T08:00:00.000Z',
    pdfPath: '/api/billing/invoices/inv-2.pdf',
  },
  {
    id: 'inv-1',
    number: 'SBX-DEMO-0001',
    description: 'Pro plan, monthly',
    amount: { cents: 49_900, currency: 'USD' },
    status: 'paid',
    periodStart: '2026-02-01T08:00:00.000Z',
    periodEnd: '2026-03-01T08:00:00.000Z',
    issuedAt: '2026-02-01T08:00:00.000Z',
    pdfPath: '/api/billing/invoices/inv-1.pdf',
  },
];

export const statements: BillingStatement[] = [
  {
    month: '2026-03',
    total: { cents: 49_900, currency: 'USD' },
    pdfPath: '/api/billing/statements/2026-03.pdf',
    lines: [
      {
        id: 'inv-2',
        date: '2026-03-01T08:00:00.000Z',
        kind: 'PLAN',
        description: 'Pro plan, monthly',
        amount: { cents: 49_900, currency: 'USD' },
      },
    ],
  },
  {
    month: '2026-02',
    total: { cents: 91_900, currency: 'USD' },
    pdfPath: '/api/billing/statements/2026-02.pdf',
    lines: [
      {
        id: 'inv-1',
        date: '2026-02-01T08:00:00.000Z',
        kind: 'PLAN',
        description: 'Pro plan, monthly',
        amount: { cents: 49_900, currency: 'USD' },
      },
      {
        id: 'q-1',
        date: '2026-02-12T15:30:00.000Z',
        kind: 'QUEST',
        description: 'Quest "Summer quest", run 3f2a9c1e, creator Ada',
        amount: { cents: 25_000, currency: 'USD' },
      },
      {
        id: 'q-2',
        date: '2026-02-12T15:30:00.000Z',
        kind: 'QUEST',
        description: 'Quest "Summer quest", run 8b41d0a7, creator Bo',
        amount: { cents: 17_000, currency: 'USD' },
      },
    ],
  },
];

const rounding =
  'Prices include VAT where VAT applies. VAT = total x rate / (100% + rate), rounded to the nearest cent (halves up) on the document total; net = total - VAT.';
const seller = { legalName: 'Lurkit AB', addressLines: ['Sveavagen 1', '111 57 Stockholm'], country: 'SE', vatNumber: 'SE556677889901' };
const buyer = {
  legalName: 'Nordlicht Spiele GmbH',
  addressLines: ['Hauptstrasse 1', '10115 Berlin'],
  country: 'DE',
  vatNumber: 'DE123456789',
};

const reverseCharge = (cents: number) => ({
  label: 'Reverse charge',
  note: 'Reverse charge: VAT to be accounted for by the recipient (Article 196, Council Directive 2006/112/EC).',
  rateBasisPoints: 0,
  rounding,
  net: { cents },
  vat: { cents: 0 },
  gross: { cents },
});

export const taxDocuments: TaxDocument[] = [
  {
    id: 'doc-cn-1',
    kind: 'creditNote',
    number: 'CN-000001',
    issuedAt: '2026-02-20T10:00:00.000Z',
    seller,
    buyer,
    lines: [{ description: 'Refund: Quest "Summer quest", run 3f2a9c1e, creator Ada', amount: { cents: 25_000 } }],
    tax: reverseCharge(25_000),
    credits: { id: 'doc-inv-1', number: 'INV-000001' },
  },
  {
    id: 'doc-inv-1',
    kind: 'invoice',
    number: 'INV-000001',
    issuedAt: '2026-02-12T15:30:00.000Z',
    seller,
    buyer,
    lines: [
      { description: 'Quest "Summer quest", run 3f2a9c1e, creator Ada', amount: { cents: 25_000 } },
      { description: 'Quest "Summer quest", run 8b41d0a7, creator Bo', amount: { cents: 17_000 } },
    ],
    tax: reverseCharge(42_000),
    credits: null,
  },
];

export const billingDetails: BillingDetailsAnswer = {
  billingDetails: {
    legalName: 'Nordlicht Spiele GmbH',
    addressLine1: 'Hauptstrasse 1',
    addressLine2: null,
    postalCode: '10115',
    city: 'Berlin',
    country: 'DE',
    vatNumber: 'DE123456789',
  },
  billingOverview: { viewerIsOwner: true },
};
