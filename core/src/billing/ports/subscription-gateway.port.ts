import type { Cents } from '../../shared/money.ts';
import type { InvoiceStatus } from '../domain/invoice.entity.ts';
import type { PlanId } from '../domain/plan.ts';
import type { BillingProvider, SubscriptionStatus } from '../domain/subscription.entity.ts';

export interface ProviderSubscription {
  readonly id: string;
  readonly customerId: string;
  readonly plan: PlanId;
  readonly status: SubscriptionStatus;
  readonly currentPeriodEnd: Date;
  readonly cancelAtPeriodEnd: boolean;
}

export interface ProviderInvoice {
  readonly id: string;
  readonly number: string;
  readonly description: string;
  readonly amount: Cents;
  readonly status: InvoiceStatus;
  readonly periodStart: Date;
  readonly periodEnd: Date;
  readonly issuedAt: Date;
}

/** The provider's hosted page where the card is entered; once complete it names the new subscription. */
export interface PlanCheckout {
  readonly id: string;
  readonly status: 'open' | 'complete' | 'expired';
  /** Ours, written on the checkout when it was started. */
  readonly companyId: string | null;
  readonly customerId: string | null;
  readonly subscriptionId: string | null;
}

/**
 * The subscription side of the card payment provider (spec 1: companies pay through a card payment
 * provider subscription). Every call that changes something carries an idempotency key: the same key
 * asked twice answers the first result.
 */
export interface SubscriptionGatewayPort {
  readonly provider: BillingProvider;
  startPlanCheckout(input: {
    idempotencyKey: string;
    companyId: string;
    plan: PlanId;
    customerEmail: string | null;
    successUrl: string;
    cancelUrl: string;
  }): Promise<{ id: string; url: string }>;
  getPlanCheckout(id: string): Promise<PlanCheckout | null>;
  getSubscription(id: string): Promise<ProviderSubscription | null>;
  /** Upgrade or downgrade at once, prorated; also takes back a cancellation at period end. */
  changePlan(input: { idempotencyKey: string; subscriptionId: string; plan: PlanId }): Promise<ProviderSubscription>;
  /** The plan runs to the end of the paid period, then the company is on Free. */
  cancelAtPeriodEnd(input: { idempotencyKey: string; subscriptionId: string }): Promise<ProviderSubscription>;
  /** The provider's page where the card on file is replaced (after a failed renewal). */
  paymentUpdateUrl(input: { customerId: string; subscriptionId: string; returnUrl: string }): Promise<string>;
  /** The customer's invoices, newest first. */
  listInvoices(customerId: string): Promise<readonly ProviderInvoice[]>;
}
