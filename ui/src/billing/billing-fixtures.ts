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
