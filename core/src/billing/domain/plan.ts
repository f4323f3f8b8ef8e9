import type { Cents } from '../../shared/money.ts';

/**
 * The spec names plan locks ('Upgrade to unlock') and a member limit without values: our plans.
 * Free keeps the member limit companies had before plans (10) so nobody loses a seat, but no Insights;
 * Pro opens Insights and its exports; Enterprise adds seats (more than that goes through sales).
 */
export const PLAN_IDS = ['free', 'pro', 'enterprise'] as const;
export type PlanId = (typeof PLAN_IDS)[number];

/** What a plan may lock. Insights exports also keep their own monthly quota (spec 9). */
export const PLAN_FEATURES = ['insights', 'insightsExports'] as const;
export type PlanFeature = (typeof PLAN_FEATURES)[number];

export const FEATURE_LABELS: Record<PlanFeature, string> = { insights: 'Insights', insightsExports: 'Insights exports' };

export interface Plan {
  readonly id: PlanId;
  readonly name: string;
  /** Charged monthly in advance; 0 for Free. */
  readonly monthlyPrice: Cents;
  readonly memberLimit: number;
  readonly features: readonly PlanFeature[];
}

export const PLANS: Record<PlanId, Plan> = {
  free: { id: 'free', name: 'Free', monthlyPrice: 0 as Cents, memberLimit: 10, features: [] },
  pro: { id: 'pro', name: 'Pro', monthlyPrice: 49_900 as Cents, memberLimit: 25, features: ['insights', 'insightsExports'] },
  enterprise: {
    id: 'enterprise',
    name: 'Enterprise',
    monthlyPrice: 149_900 as Cents,
    memberLimit: 100,
    features: ['insights', 'insightsExports'],
  },
};

export const isPlanId = (value: unknown): value is PlanId => (PLAN_IDS as readonly unknown[]).includes(value);
export const planAllows = (plan: PlanId, feature: PlanFeature): boolean => PLANS[plan].features.includes(feature);
/** The cheapest plan that opens a feature: what 'Upgrade to unlock' points at. */
export const cheapestPlanWith = (feature: PlanFeature): PlanId => PLAN_IDS.find((id) => planAllows(id, feature)) ?? 'enterprise';
export const isUpgrade = (from: PlanId, to: PlanId): boolean => PLAN_IDS.indexOf(to) > PLAN_IDS.indexOf(from);
