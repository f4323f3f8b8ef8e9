import { InvoiceList } from '@lurkit/ui/billing/InvoiceList.tsx';
import { PageStatus } from '../../shared/PageStatus.tsx';
import { CompanySettingsTabs } from '../../accounts/index.ts';
import { useBillingInvoices } from '../hooks/use-billing.ts';

/** /company/settings/invoices: the plan invoices from the payment provider, as PDFs. */
export function CompanyInvoicesPage() {
  const invoices = useBillingInvoices();
  if (!invoices.data) return <PageStatus error={invoices.error} />;
  return (
    <CompanySettingsTabs active="invoices">
      <InvoiceList invoices={invoices.data} />
    </CompanySettingsTabs>
  );
}
