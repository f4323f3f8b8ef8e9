import { defineEntity, p, type InferEntity } from '@mikro-orm/postgresql';
import { CompanyEntity } from '../accounts/company.entity.ts';
import { UserAccountEntity } from '../accounts/user-account.entity.ts';

/**
 * A company's checkout of its cart: the lines (accepted offers with their agreed amounts) and the
 * provider's payment. At most one open checkout per company: a double-clicked Pay finds the first.
 */
export const QuestPaymentEntity = defineEntity({
  name: 'QuestPayment',
  tableName: 'quest_payment',
  properties: {
    id: p.uuid().primary(),
    company: () => p.manyToOne(CompanyEntity).mapToPk().deleteRule('cascade'),
    status: p.string().length(16),
    totalCents: p.integer(),
    provider: p.string().length(16),
    providerPaymentId: p.string().length(255).nullable(),
    checkoutUrl: p.string().length(2048).nullable(),
    failureReason: p.text().nullable(),
    createdAt: p.datetime(),
    completedAt: p.datetime().nullable(),
  },
  indexes: [
    { name: 'quest_payment_company_created_index', properties: ['company', 'createdAt'] },
    {
      name: 'quest_payment_open_unique',
      expression: `create unique index "quest_payment_open_unique" on "quest_payment" ("company_id") where "status" = 'open'`,
    },
    {
      name: 'quest_payment_provider_unique',
      expression: `create unique index "quest_payment_provider_unique" on "quest_payment" ("provider", "provider_payment_id") where "provider_payment_id" is not null`,
    },
  ],
});
export type QuestPaymentRow = InferEntity<typeof QuestPaymentEntity>;

/** One paid line: the run, its quest and creator, the amount; invoices are built from these. */
export const QuestPaymentLineEntity = defineEntity({
  name: 'QuestPaymentLine',
  tableName: 'quest_payment_line',
  properties: {
    payment: () => p.manyToOne(QuestPaymentEntity).mapToPk().deleteRule('cascade').primary(),
    runId: p.uuid().primary(),
    position: p.integer(),
    questId: p.uuid(),
    creatorId: p.uuid(),
    amountCents: p.integer(),
  },
  indexes: [{ name: 'quest_payment_line_run_index', properties: ['runId'] }],
});
export type QuestPaymentLineRow = InferEntity<typeof QuestPaymentLineEntity>;

/** Where a creator is paid: bank or PayPal through the payout provider, and their minimum deal size. */
export const CreatorPayoutAccountEntity = defineEntity({
  name: 'CreatorPayoutAccount',
  tableName: 'creator_payout_account',
  properties: {
    creator: () => p.oneToOne(UserAccountEntity).mapToPk().deleteRule('cascade').primary(),
    method: p.string().length(16),
    provider: p.string().length(16),
    providerRecipientId: p.string().length(255),
    /** What the creator sees of it: "PayPal a…@example.com", "Bank ••••1234". */
    label: p.string().length(120),
    status: p.string().length(16),
    minimumDealSizeCents: p.integer(),
    updatedAt: p.datetime(),
  },
});
export type CreatorPayoutAccountRow = InferEntity<typeof CreatorPayoutAccountEntity>;

/** A payout as the provider made it; the reference (the quest run) is unique, so a run is paid once. */
export const QuestPayoutEntity = defineEntity({
  name: 'QuestPayout',
  tableName: 'quest_payout',
  properties: {
    id: p.uuid().primary(),
    reference: p.string().length(64).unique('quest_payout_reference_unique'),
    creator: () => p.manyToOne(UserAccountEntity).mapToPk().deleteRule('cascade').index('quest_payout_creator_index'),
    provider: p.string().length(16),
    providerPayoutId: p.string().length(255).nullable(),
    amountCents: p.integer(),
    status: p.string().length(16),
    failureReason: p.text().nullable(),
    initiatedAt: p.datetime(),
    paidAt: p.datetime().nullable(),
  },
});
export type QuestPayoutRow = InferEntity<typeof QuestPayoutEntity>;

/**
 * Every status a payout provider reported, with what we did with it: applied, the same again (a
 * replay), ignored (it would move the payout backwards) or unknown. Written once, never changed.
 */
export const QuestPayoutReportEntity = defineEntity({
  name: 'QuestPayoutReport',
  tableName: 'quest_payout_report',
  properties: {
    id: p.uuid().primary(),
    provider: p.string().length(16),
    providerPayoutId: p.string().length(255).index('quest_payout_report_provider_payout_index'),
    providerStatus: p.string().length(64),
    outcome: p.string().length(16),
    note: p.text(),
    receivedAt: p.datetime(),
  },
});

/** The sandbox payment provider's own book: what a developer paid, failed or abandoned on /dev/checkout. */
export const SandboxPaymentEntity = defineEntity({
  name: 'SandboxPayment',
  tableName: 'sandbox_payment',
  properties: {
    id: p.string().length(64).primary(),
    idempotencyKey: p.string().length(255).unique('sandbox_payment_idempotency_unique'),
    reference: p.string().length(255),
    description: p.text(),
    amountCents: p.integer(),
    status: p.string().length(24),
    successUrl: p.string().length(2048),
    cancelUrl: p.string().length(2048),
    createdAt: p.datetime(),
  },
});
export type SandboxPaymentRow = InferEntity<typeof SandboxPaymentEntity>;

/** The sandbox provider's refunds (a dispute decided for the company), one per idempotency key. */
export const SandboxRefundEntity = defineEntity({
  name: 'SandboxRefund',
  tableName: 'sandbox_refund',
  properties: {
    id: p.string().length(64).primary(),
    idempotencyKey: p.string().length(255).unique('sandbox_refund_idempotency_unique'),
    paymentId: p.string().length(255),
    amountCents: p.integer(),
    createdAt: p.datetime(),
  },
});

/** The sandbox video platform: how each submitted video is shown, flipped by hand on /dev/videos. */
export const SandboxVideoEntity = defineEntity({
  name: 'SandboxVideo',
  tableName: 'sandbox_video',
  properties: {
    url: p.string().length(2048).primary(),
    visibility: p.string().length(16),
    updatedAt: p.datetime(),
  },
});

export const paymentsEntities = [
  QuestPaymentEntity,
  QuestPaymentLineEntity,
  CreatorPayoutAccountEntity,
  QuestPayoutEntity,
  QuestPayoutReportEntity,
  SandboxPaymentEntity,
  SandboxRefundEntity,
  SandboxVideoEntity,
];
