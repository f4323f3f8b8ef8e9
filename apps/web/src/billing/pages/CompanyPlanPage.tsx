import { Alert } from '@lurkit/ui/alert/Alert.tsx';
import { PaymentFailedAlert } from '@lurkit/ui/billing/PaymentFailedAlert.tsx';
import { PlanPicker } from '@lurkit/ui/billing/PlanPicker.tsx';
import { useToasts } from '@lurkit/ui/toast/ToastProvider.tsx';
import { useEffect, useState } from 'react';
import { useSearchParams } from 'react-router';
import { PageStatus } from '../../shared/PageStatus.tsx';
import { CompanySettingsTabs } from '../../accounts/index.ts';
import { useServerAction } from '../../shared/forms/use-server-action.ts';
import { useBillingPlans } from '../hooks/use-billing.ts';
import { cancelPlan, choosePlan, startPaymentUpdate, type PlanId } from '../operations/billing.operations.ts';

/**
 * /company/settings/plan: the plans, the company's own, and the payment state. Choosing a paid plan
 * from Free goes to the provider's hosted checkout; back here `?checkout=success` says so.
 */
export function CompanyPlanPage() {
  const plans = useBillingPlans();
  const toasts = useToasts();
  const [search, setSearch] = useSearchParams();
  const [choosing, setChoosing] = useState<string | null>(null);
  const choose = useServerAction(choosePlan);
  const cancel = useServerAction(cancelPlan);
  const update = useServerAction(startPaymentUpdate);
  const checkout = search.get('checkout');

  useEffect(() => {
    if (!checkout) return;
    toasts.add(
      checkout === 'success'
        ? { type: 'success', content: 'Thank you: your plan starts as soon as the payment is confirmed.' }
        : { type: 'information', content: 'Checkout canceled: your plan has not changed.' },
    );
    setSearch({}, { replace: true });
    void plans.mutate();
  }, [checkout, toasts, setSearch, plans]);

  if (!plans.data) return <PageStatus error={plans.error} />;
  const { billingOverview: overview } = plans.data;
  const error = choose.serverError ?? cancel.serverError ?? update.serverError;
  return (
    <CompanySettingsTabs active="plan">
      {overview.paymentFailed && (
        <PaymentFailedAlert
          canUpdate={overview.viewerIsOwner}
          updating={update.submitting}
          onUpdate={async () => {
            const outcome = await update.run();
            if (outcome.ok) window.location.assign(outcome.value);
          }}
        />
      )}
      {error && <Alert tone="error">{error.message}</Alert>}
      <PlanPicker
        plans={plans.data.plans}
        current={overview}
        choosing={choosing}
        onChoose={async (planId) => {
          setChoosing(planId);
          const outcome = await choose.run(planId as PlanId);
          setChoosing(null);
          if (!outcome.ok) return;
          if (outcome.value.checkoutUrl) return window.location.assign(outcome.value.checkoutUrl);
          toasts.add({ type: 'success', content: planId === 'free' ? 'Your plan ends at the end of the period.' : 'Plan changed.' });
          await plans.mutate();
        }}
        onCancel={async () => {
          const outcome = await cancel.run();
          if (!outcome.ok) return;
          toasts.add({ type: 'success', content: 'Your plan is canceled and ends at the end of the period.' });
          await plans.mutate();
        }}
      />
    </CompanySettingsTabs>
  );
}
