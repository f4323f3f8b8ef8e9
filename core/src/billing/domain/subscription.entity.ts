import type { PlanId } from './plan.ts';

/**
 * active: paid up; past_due: a renewal failed and the provider is retrying (the plan stays while it
 * retries, with the spec's payment-failed message); canceled: ended, back to Free.
 */
export const SUBSCRIPTION_STATUSES = ['active', 'past_due', 'canceled'] as const;
export type SubscriptionStatus = (typeof SUBSCRIPTION_STATUSES)[number];

export const BILLING_PROVIDERS = ['stripe', 'sandbox'] as const;
export type BillingProvider = (typeof BILLING_PROVIDERS)[number];

/** A company's plan as the payment provider last told us; no row means Free. */
export interface CompanySubscription {
  readonly companyId: string;
  readonly plan: PlanId;
  readonly status: SubscriptionStatus;
  readonly provider: BillingProvider;
  readonly customerId: string | null;
  readonly subscriptionId: string | null;
  readonly currentPeriodEnd: Date | null;
  readonly cancelAtPeriodEnd: boolean;
  readonly updatedAt: Date;
}

/** The plan whose limits apply now. */
export const effectivePlan = (subscription: CompanySubscription | null): PlanId =>
  subscription && subscription.status !== 'canceled' ? subscription.plan : 'free';
