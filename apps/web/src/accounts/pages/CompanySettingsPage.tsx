import { CompanyInfoForm } from '@lurkit/ui/company-info-form/CompanyInfoForm.tsx';
import { useToasts } from '@lurkit/ui/toast/ToastProvider.tsx';
import { PageStatus } from '../../shared/PageStatus.tsx';
import { useServerAction } from '../../shared/forms/use-server-action.ts';
import { useEditGuard } from '../../shared/forms/use-edit-guard.ts';
import { useCompanyInfo } from '../hooks/use-company-info.ts';
import { updateCompanyInfo } from '../operations/company-info.operations.ts';
import { CompanySettingsTabs } from './CompanySettingsTabs.tsx';

/** /company/settings: the company's info, edited by the owner and read by every member. */
export function CompanySettingsPage() {
  const info = useCompanyInfo();
  const save = useServerAction(updateCompanyInfo);
  const toasts = useToasts();
  const { guard } = useEditGuard();
  if (!info.data) return <PageStatus error={info.error} />;
  const { name, type, website, email, billingEmail, viewerIsOwner } = info.data;
  return (
    <CompanySettingsTabs active="settings">
      <CompanyInfoForm
        defaultValues={{ name, type, website, email, billingEmail: billingEmail ?? '' }}
        readOnly={!viewerIsOwner}
        serverError={save.serverError}
        submitting={save.submitting}
        guard={guard}
        onSubmit={async (values) => {
          const outcome = await save.run(values);
          if (!outcome.ok) return false;
          toasts.add({ type: 'success', content: 'Company info saved.' });
          await info.mutate(outcome.value, { revalidate: false });
        }}
      />
    </CompanySettingsTabs>
  );
}
