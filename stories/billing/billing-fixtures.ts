import type { BillingInvoice, BillingPlans, BillingStatement } from '../../apps/web/src/billing/operations/billing.operations.ts';

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
