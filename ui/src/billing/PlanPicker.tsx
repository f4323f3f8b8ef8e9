import { Button } from '../button/Button.tsx';
import { FEATURE_LABELS } from './billing-format.ts';
import { formatDate, formatUsd } from '../format/format.ts';
import './billing.css';

export interface PlanOption {
  id: string;
  name: string;
  monthlyPrice: { cents: number };
  memberLimit: number;
  features: readonly string[];
}

export interface CurrentPlan {
  plan: string;
  cancelAtPeriodEnd: boolean;
  currentPeriodEnd: string | null;
  memberCount: number;
  memberLimit: number;
  viewerIsOwner: boolean;
}

export interface PlanPickerProps {
  plans: readonly PlanOption[];
  current: CurrentPlan;
  /** The plan whose choice is being sent, shown busy. */
  choosing?: string | null;
  onChoose(planId: string): void;
  onCancel(): void;
}

/** The plans side by side: price, seats and what each unlocks; the owner upgrades, downgrades or cancels. */
export function PlanPicker({ plans, current, choosing = null, onChoose, onCancel }: PlanPickerProps) {
  const currentName = plans.find((p) => p.id === current.plan)?.name ?? current.plan;
  return (
    <section aria-labelledby="plan-picker-heading">
      <h2 id="plan-picker-heading">Plan</h2>
      <dl className="billing-summary">
        <dt>Current plan</dt>
        <dd>{currentName}</dd>
        <dt>Members</dt>
        {/* Spec 6: the member limit has a value that is not shown; more seats come with an upgrade. */}
        <dd>{current.memberCount}</dd>
        {current.currentPeriodEnd && (
          <>
            <dt>{current.cancelAtPeriodEnd ? 'Ends on' : 'Renews on'}</dt>
            <dd>{formatDate(current.currentPeriodEnd)}</dd>
          </>
        )}
      </dl>
      {!current.viewerIsOwner && <p>Only the company's owner can change the plan.</p>}
      <ul className="plan-picker">
        {plans.map((plan) => {
          const isCurrent = plan.id === current.plan;
          const resumes = isCurrent && current.cancelAtPeriodEnd && plan.id !== 'free';
          return (
            <li key={plan.id} className={['plan-picker__plan', isCurrent ? 'plan-picker__plan--current' : ''].filter(Boolean).join(' ')}>
              <h3>{plan.name}</h3>
              <p className="plan-picker__price">
                {formatUsd(plan.monthlyPrice.cents)} <span>per month</span>
              </p>
              <ul className="plan-picker__features">
                <li>{plan.memberLimit > Math.min(...plans.map((p) => p.memberLimit)) ? 'Room for a larger team' : 'A small team'}</li>
                {plan.features.length === 0 ? (
                  <li>Campaigns, quests and missions</li>
                ) : (
                  plan.features.map((f) => <li key={f}>{FEATURE_LABELS[f] ?? f}</li>)
                )}
              </ul>
              {isCurrent && !resumes ? (
                <p>
                  <strong>Current plan</strong>
                </p>
              ) : (
                current.viewerIsOwner && (
                  <Button
                    variant={plan.id === 'free' ? 'secondary' : 'primary'}
                    loading={choosing === plan.id}
                    disabled={choosing !== null}
                    onClick={() => onChoose(plan.id)}
                  >
                    {resumes ? `Keep ${plan.name}` : `Choose ${plan.name}`}
                  </Button>
                )
              )}
            </li>
          );
        })}
      </ul>
      {current.viewerIsOwner && current.plan !== 'free' && !current.cancelAtPeriodEnd && (
        <Button variant="secondary" disabled={choosing !== null} onClick={onCancel}>
          Cancel plan
        </Button>
      )}
    </section>
  );
}
