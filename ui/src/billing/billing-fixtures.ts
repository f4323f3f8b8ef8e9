/** Plans, invoices and statements as the API answers them, for the billing stories. */
export const PLAN_OPTIONS = [
  { id: 'free', name: 'Free', monthlyPrice: { cents: 0 }, memberLimit: 10, features: [] },
  { id: 'pro', name: 'Pro', monthlyPrice: { cents: 49_900 }, memberLimit: 25, features: ['insights', 'insightsExports'] },
  { id: 'enterprise', name: 'Enterprise', monthlyPrice: { cents: 149_900 }, memberLimit: 100, features: ['insights', 'insightsExports'] },
] as const;

export const INVOICES = [
  {
    id: 'inv-2',
    number: 'SBX-DEMO-0002',
    description: 'Pro plan, monthly',
    amount: { cents: 49_900 },
    status: 'failed',
    issuedAt: '2026-03-01T08:00:00Z',
    pdfPath: '/api/billing/invoices/inv-2.pdf',
  },
  {
    id: 'inv-1',
    number: 'SBX-DEMO-0001',
    description: 'Pro plan, monthly',
    amount: { cents: 49_900 },
    status: 'paid',
    issuedAt: '2026-02-01T08:00:00Z',
    pdfPath: '/api/billing/invoices/inv-1.pdf',
  },
];

export const STATEMENTS = [
  {
    month: '2026-02',
    total: { cents: 91_900 },
    pdfPath: '/api/billing/statements/2026-02.pdf',
    lines: [
      { id: 'inv-1', date: '2026-02-01T08:00:00Z', kind: 'PLAN', description: 'Pro plan, monthly', amount: { cents: 49_900 } },
      {
        id: 'q-1',
        date: '2026-02-12T15:30:00Z',
        kind: 'QUEST',
        description: 'Quest "Summer quest", run 3f2a9c1e, creator Ada',
        amount: { cents: 25_000 },
      },
      {
        id: 'q-2',
        date: '2026-02-12T15:30:00Z',
        kind: 'QUEST',
        description: 'Quest "Summer quest", run 8b41d0a7, creator Bo',
        amount: { cents: 17_000 },
      },
    ],
  },
];

const SELLER = {
  legalName: 'Lurkit AB',
  addressLines: ['Sveavagen 1', '111 57 Stockholm'],
  country: 'SE',
  vatNumber: 'SE556677889901',
};
const ROUNDING =
  'Prices include VAT where VAT applies. VAT = total x rate / (100% + rate), rounded to the nearest cent (halves up) on the document total; net = total - VAT.';

/** A German company's Quest invoice: reverse charge, no VAT. */
export const REVERSE_CHARGE_INVOICE = {
  kind: 'invoice' as const,
  number: 'INV-000042',
  issuedAt: '2026-02-12T15:30:00Z',
  seller: SELLER,
  buyer: { legalName: 'Nordlicht Spiele GmbH', addressLines: ['Hauptstrasse 1', '10115 Berlin'], country: 'DE', vatNumber: 'DE123456789' },
  lines: [
    { description: 'Quest "Summer quest", run 3f2a9c1e, creator Ada', amount: { cents: 25_000 } },
    { description: 'Quest "Summer quest", run 8b41d0a7, creator Bo', amount: { cents: 4_000 } },
  ],
  tax: {
    label: 'Reverse charge',
    note: 'Reverse charge: VAT to be accounted for by the recipient (Article 196, Council Directive 2006/112/EC).',
    rateBasisPoints: 0,
    net: { cents: 29_000 },
    vat: { cents: 0 },
    gross: { cents: 29_000 },
    rounding: ROUNDING,
  },
  credits: null,
};

/** A Swedish company's credit note for a refunded run: Swedish VAT inside the amount. */
export const DOMESTIC_CREDIT_NOTE = {
  kind: 'creditNote' as const,
  number: 'CN-000007',
  issuedAt: '2026-02-20T10:00:00Z',
  seller: SELLER,
  buyer: { legalName: 'Norrsken Spel AB', addressLines: ['Storgatan 1', '111 22 Stockholm'], country: 'SE', vatNumber: 'SE556012345601' },
  lines: [{ description: 'Refund: Quest "Summer quest", run 3f2a9c1e, creator Ada', amount: { cents: 29_000 } }],
  tax: {
    label: 'VAT 25%',
    note: null,
    rateBasisPoints: 2500,
    net: { cents: 23_200 },
    vat: { cents: 5_800 },
    gross: { cents: 29_000 },
    rounding: ROUNDING,
  },
  credits: { number: 'INV-000041' },
};
