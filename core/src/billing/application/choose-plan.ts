import * as v from 'valibot';
import { parseInput, type InvalidField } from '../../shared/invalid-field.ts';
import { err, ok, type Result } from '../../shared/result.ts';
import { AlreadyOnPlan, PlanTooSmall, type NotBillingMember, type NotBillingOwner, type UnknownPlan } from '../domain/billing.errors.ts';
import { PLAN_IDS, PLANS } from '../domain/plan.ts';
import { effectivePlan } from '../domain/subscription.entity.ts';
import { billingOwner } from './billing-actor.ts';
import type { BillingDeps } from './billing-deps.ts';
import { toBillingOverview, type BillingOverview } from './billing-overview.ts';
import { cancelSubscription } from './cancel-plan.ts';
import { syncBilling } from './sync-billing.ts';

export const choosePlanSchema = v.object({ plan: v.picklist(PLAN_IDS, 'Choose Free, Pro or Enterprise.') });

/** A double click within this window reaches the provider with the same key and gets the same page. */
const CHECKOUT_KEY_WINDOW_MS = 10 * 60_000;

export type ChoosePlanOutcome = { kind: 'checkout'; checkoutUrl: string } | { kind: 'changed'; overview: BillingOverview };
export type ChoosePlanError = NotBillingMember | NotBillingOwner | UnknownPlan | InvalidField | AlreadyOnPlan | PlanTooSmall;

/**
 * The owner picks a plan. From Free the card is entered on the provider's hosted checkout; with a
 * subscription running the change is made at once (prorated by the provider); Free cancels at the
 * period's end. A plan with fewer seats than the company's members is refused.
 */
export class ChoosePlan {
  private readonly deps: BillingDeps;

  constructor(deps: BillingDeps) {
    this.deps = deps;
  }

  async execute(input: { actorUserId: string; plan: unknown }): Promise<Result<ChoosePlanOutcome, ChoosePlanError>> {
    const owner = await billingOwner(this.deps, input.actorUserId);
    if (!owner.ok) return owner;
    const parsed = parseInput(choosePlanSchema, { plan: input.plan });
    if (!parsed.ok) return parsed;
    const target = parsed.value.plan;
    const membership = owner.value;
    const current = await this.deps.billing.findSubscription(membership.companyId);
    const running = current && current.status !== 'canceled' && current.subscriptionId ? current : null;
    const now = effectivePlan(current);
    if (target === now && !(target !== 'free' && running?.cancelAtPeriodEnd)) return err(new AlreadyOnPlan());
    if (membership.memberCount > PLANS[target].memberLimit) return err(new PlanTooSmall(PLANS[target].memberLimit));

    if (target === 'free') {
      if (!running) return err(new AlreadyOnPlan());
      const canceled = await cancelSubscription(this.deps, running);
      return ok({ kind: 'changed', overview: toBillingOverview(membership, canceled) });
    }
    if (running?.subscriptionId && running.customerId) {
      await this.deps.gateway.changePlan({
        idempotencyKey: `plan-change-${running.subscriptionId}-${target}-${running.updatedAt.getTime()}`,
        subscriptionId: running.subscriptionId,
        plan: target,
      });
      const synced = await syncBilling(this.deps, {
        companyId: membership.companyId,
        customerId: running.customerId,
        subscriptionId: running.subscriptionId,
      });
      return ok({ kind: 'changed', overview: toBillingOverview(membership, synced) });
    }
    const window = Math.floor(this.deps.clock.now().getTime() / CHECKOUT_KEY_WINDOW_MS);
    const back = `${this.deps.appUrl}/company/settings/plan`;
    const checkout = await this.deps.gateway.startPlanCheckout({
      idempotencyKey: `plan-checkout-${membership.companyId}-${target}-${window}`,
      companyId: membership.companyId,
      plan: target,
      customerEmail: membership.billingEmail,
      successUrl: `${back}?checkout=success`,
      cancelUrl: `${back}?checkout=canceled`,
    });
    return ok({ kind: 'checkout', checkoutUrl: checkout.url });
  }
}
