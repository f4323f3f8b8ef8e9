import { AppLink } from '../link/LinkProvider.tsx';
import './billing.css';

export interface UpgradeToUnlockProps {
  /** What is locked, e.g. "Insights". */
  feature: string;
  /** Where plans are chosen. */
  href?: string;
}

/** Spec 6: a feature the plan locks ('Upgrade to unlock'), with the way to the plans. */
export function UpgradeToUnlock({ feature, href = '/company/settings/plan' }: UpgradeToUnlockProps) {
  return (
    <section className="upgrade-to-unlock" aria-label={`${feature} is locked`}>
      <h2>Upgrade to unlock {feature}</h2>
      <p>{feature} is not part of your company's plan.</p>
      <AppLink href={href} className="button button--primary">
        See plans
      </AppLink>
    </section>
  );
}
