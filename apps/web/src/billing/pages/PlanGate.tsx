import { UpgradeToUnlock } from '@lurkit/ui/billing/UpgradeToUnlock.tsx';
import type { ReactNode } from 'react';
import { PageStatus } from '../../shared/PageStatus.tsx';
import { useBillingOverview } from '../hooks/use-billing.ts';
import type { BillingOverview } from '../operations/billing.operations.ts';

const LABELS: Record<BillingOverview['features'][number], string> = { insights: 'Insights', insightsExports: 'Insights exports' };

/**
 * Pages of a feature the plan may lock show 'Upgrade to unlock' instead of their content. The server
 * refuses the feature's operations regardless; this spares the visitor a page of errors.
 */
export function PlanGate({ feature, children }: { feature: BillingOverview['features'][number]; children: ReactNode }) {
  const overview = useBillingOverview();
  if (!overview.data) return <PageStatus error={overview.error} />;
  if (!overview.data.features.includes(feature)) {
    return (
      <>
        <h1>{LABELS[feature]}</h1>
        <UpgradeToUnlock feature={LABELS[feature]} />
      </>
    );
  }
  return children;
}
