import { BillingDetailsForm } from '@lurkit/ui/billing/BillingDetailsForm.tsx';
import { InvoiceList } from '@lurkit/ui/billing/InvoiceList.tsx';
import { TaxDocumentList } from '@lurkit/ui/billing/TaxDocumentList.tsx';
import { useToasts } from '@lurkit/ui/toast/ToastProvider.tsx';
import { PageStatus } from '../../shared/PageStatus.tsx';
import { useServerAction } from '../../shared/forms/use-server-action.ts';
import { useEditGuard } from '../../shared/forms/use-edit-guard.ts';
import { CompanySettingsTabs } from '../../accounts/index.ts';
import { useBillingDetails, useBillingInvoices, useTaxDocuments } from '../hooks/use-billing.ts';
import { updateBillingDetails } from '../operations/tax-documents.operations.ts';

const EMPTY_DETAILS = { legalName: '', addressLine1: '', addressLine2: '', postalCode: '', city: '', country: '', vatNumber: '' };

/**
 * /company/settings/invoices: the legal details invoices carry (the owner edits them), the
 * invoices and credit notes of Quest payments and refunds, and the plan invoices as PDFs.
 */
export function CompanyInvoicesPage() {
  const invoices = useBillingInvoices();
  const documents = useTaxDocuments();
  const details = useBillingDetails();
  const save = useServerAction(updateBillingDetails);
  const toasts = useToasts();
  const { guard } = useEditGuard();
  if (!invoices.data || !documents.data || !details.data) return <PageStatus error={invoices.error ?? documents.error ?? details.error} />;
  const current = details.data.billingDetails;
  return (
    <CompanySettingsTabs active="invoices">
      <section aria-labelledby="billing-details-heading">
        <h2 id="billing-details-heading">Billing details</h2>
        <p>Every invoice and credit note carries these. Documents already issued keep the details they were issued with.</p>
        <BillingDetailsForm
          defaultValues={
            current ? { ...current, addressLine2: current.addressLine2 ?? '', vatNumber: current.vatNumber ?? '' } : EMPTY_DETAILS
          }
          readOnly={!details.data.billingOverview.viewerIsOwner}
          serverError={save.serverError}
          submitting={save.submitting}
          guard={guard}
          onSubmit={async (values) => {
            const outcome = await save.run(values);
            if (!outcome.ok) return false;
            toasts.add({ type: 'success', content: 'Billing details saved.' });
            await details.mutate({ ...details.data!, billingDetails: outcome.value }, { revalidate: false });
          }}
        />
      </section>
      <section aria-labelledby="quest-documents-heading">
        <h2 id="quest-documents-heading">Quest invoices and credit notes</h2>
        <TaxDocumentList documents={documents.data.map((d) => ({ ...d, href: `/company/settings/invoices/documents/${d.id}` }))} />
      </section>
      <section aria-labelledby="plan-invoices-heading">
        <h2 id="plan-invoices-heading">Plan invoices</h2>
        <InvoiceList invoices={invoices.data} />
      </section>
    </CompanySettingsTabs>
  );
}
