import { defineEntity, p, type InferEntity } from '@mikro-orm/postgresql';
import { CompanyEntity } from '../accounts/company.entity.ts';
import { taxDocumentEntities } from './tax-document.entities.ts';

/** A company's plan as the payment provider last reported it; no row is the Free plan. */
export const CompanySubscriptionEntity = defineEntity({
  name: 'CompanySubscription',
  tableName: 'company_subscription',
  properties: {
    company: () => p.oneToOne(CompanyEntity).mapToPk().deleteRule('cascade').primary(),
    plan: p.string().length(16),
    status: p.string().length(16),
    provider: p.string().length(16),
    customerId: p.string().length(255).nullable(),
    subscriptionId: p.string().length(255).nullable(),
    currentPeriodEnd: p.datetime().nullable(),
    cancelAtPeriodEnd: p.boolean(),
    updatedAt: p.datetime(),
  },
  indexes: [{ name: 'company_subscription_customer_index', properties: ['provider', 'customerId'] }],
});
export type CompanySubscriptionRow = InferEntity<typeof CompanySubscriptionEntity>;

/** The provider's plan invoices, copied; one row per provider invoice however often it is synced. */
export const BillingInvoiceEntity = defineEntity({
  name: 'BillingInvoice',
  tableName: 'billing_invoice',
  properties: {
    id: p.uuid().primary(),
    company: () => p.manyToOne(CompanyEntity).mapToPk().deleteRule('cascade'),
    provider: p.string().length(16),
    providerInvoiceId: p.string().length(255),
    number: p.string().length(64),
    description: p.string().length(255),
    amountCents: p.integer(),
    status: p.string().length(16),
    periodStart: p.datetime(),
    periodEnd: p.datetime(),
    issuedAt: p.datetime(),
  },
  uniques: [{ name: 'billing_invoice_provider_unique', properties: ['provider', 'providerInvoiceId'] }],
  indexes: [{ name: 'billing_invoice_company_issued_index', properties: ['company', 'issuedAt'] }],
});
export type BillingInvoiceRow = InferEntity<typeof BillingInvoiceEntity>;

/**
 * The sandbox provider's subscriptions (the Stripe side of a plan, played locally): the /dev/billing
 * page renews them or fails their renewal. Its invoices are the sandbox's own records.
 */
export const SandboxSubscriptionEntity = defineEntity({
  name: 'SandboxSubscription',
  tableName: 'sandbox_subscription',
  properties: {
    id: p.string().length(64).primary(),
    customerId: p.string().length(64).unique('sandbox_subscription_customer_unique'),
    companyId: p.uuid(),
    plan: p.string().length(16),
    status: p.string().length(16),
    currentPeriodEnd: p.datetime(),
    cancelAtPeriodEnd: p.boolean(),
    createdAt: p.datetime(),
  },
});
export type SandboxSubscriptionRow = InferEntity<typeof SandboxSubscriptionEntity>;

export const SandboxInvoiceEntity = defineEntity({
  name: 'SandboxInvoice',
  tableName: 'sandbox_invoice',
  properties: {
    id: p.string().length(64).primary(),
    customerId: p.string().length(64).index('sandbox_invoice_customer_index'),
    number: p.string().length(64),
    description: p.string().length(255),
    amountCents: p.integer(),
    status: p.string().length(16),
    periodStart: p.datetime(),
    periodEnd: p.datetime(),
    issuedAt: p.datetime(),
  },
});
export type SandboxInvoiceRow = InferEntity<typeof SandboxInvoiceEntity>;

/** Sandbox requests already answered, by idempotency key (as the provider keeps them). */
export const SandboxIdempotencyEntity = defineEntity({
  name: 'SandboxIdempotency',
  tableName: 'sandbox_idempotency',
  properties: {
    key: p.string().length(255).primary(),
    response: p.text(),
    createdAt: p.datetime(),
  },
});

export const billingEntities = [
  CompanySubscriptionEntity,
  BillingInvoiceEntity,
  SandboxSubscriptionEntity,
  SandboxInvoiceEntity,
  SandboxIdempotencyEntity,
  ...taxDocumentEntities,
];
