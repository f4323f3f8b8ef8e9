import { PLANS, type PlanFeature, type PlanId } from '../domain/plan.ts';
import { effectivePlan, type CompanySubscription, type SubscriptionStatus } from '../domain/subscription.entity.ts';
import type { BillingMembership } from '../ports/billing-company-directory.port.ts';

/** What the Plan tab shows, and what the UI locks ('Upgrade to unlock'). */
export interface BillingOverview {
  companyId: string;
  plan: PlanId;
  status: SubscriptionStatus;
  /** Spec 8: a renewal failed; the payer updates the card under billing settings. */
  paymentFailed: boolean;
  cancelAtPeriodEnd: boolean;
  currentPeriodEnd: Date | null;
  memberCount: number;
  memberLimit: number;
  features: readonly PlanFeature[];
  viewerIsOwner: boolean;
}

export function toBillingOverview(membership: BillingMembership, subscription: CompanySubscription | null): BillingOverview {
  const plan = effectivePlan(subscription);
  return {
    companyId: membership.companyId,
    plan,
    status: subscription?.status ?? 'active',
    paymentFailed: subscription?.status === 'past_due',
    cancelAtPeriodEnd: plan !== 'free' && (subscription?.cancelAtPeriodEnd ?? false),
    currentPeriodEnd: plan !== 'free' ? (subscription?.currentPeriodEnd ?? null) : null,
    memberCount: membership.memberCount,
    memberLimit: PLANS[plan].memberLimit,
    features: PLANS[plan].features,
    viewerIsOwner: membership.isOwner,
  };
}
