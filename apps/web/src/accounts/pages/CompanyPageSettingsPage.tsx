import { CompanyPageForm } from '@lurkit/ui/company-page-form/CompanyPageForm.tsx';
import { useToasts } from '@lurkit/ui/toast/ToastProvider.tsx';
import { useParams } from 'react-router';
import { PageStatus } from '../../shared/PageStatus.tsx';
import { RouterLink } from '../../shared/RouterLink.tsx';
import { useServerAction } from '../../shared/forms/use-server-action.ts';
import { useEditGuard } from '../../shared/forms/use-edit-guard.ts';
import { CustomDomainSection } from '../../programs/index.ts';
import { useCompanyPageSettings } from '../hooks/use-company-page-settings.ts';
import { saveCompanyPageSettings } from '../operations/company-page.operations.ts';

/**
 * /company/{id}/page-settings and /company/{id}/edit: what the company's public page says and shows,
 * for its members (another company's id answers COMPANY.NOT_MEMBER, shown as the page's error).
 */
export function CompanyPageSettingsPage() {
  const companyId = useParams().id ?? '';
  const settings = useCompanyPageSettings(companyId);
  const save = useServerAction(saveCompanyPageSettings);
  const toasts = useToasts();
  const { guard } = useEditGuard();
  if (!settings.data) return <PageStatus error={settings.error} />;
  const { description, logoUrl, bannerUrl, links, showPrograms, showKeyCampaigns, showQuests } = settings.data;
  return (
    <>
      <h1>Company page</h1>
      <p>
        What creators and visitors see on your public page. <RouterLink href={`/company/${companyId}`}>View the page</RouterLink>
      </p>
      <CompanyPageForm
        defaultValues={{ description, logoUrl, bannerUrl, links, showPrograms, showKeyCampaigns, showQuests }}
        serverError={save.serverError}
        submitting={save.submitting}
        guard={guard}
        onSubmit={async (values) => {
          const outcome = await save.run(companyId, values);
          if (!outcome.ok) return false;
          toasts.add({ type: 'success', content: 'Company page saved.' });
          await settings.mutate(outcome.value, { revalidate: false });
        }}
      />
      <CustomDomainSection />
    </>
  );
}
