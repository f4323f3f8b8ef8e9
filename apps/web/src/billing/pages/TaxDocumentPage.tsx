import { TaxDocumentView } from '@lurkit/ui/billing/TaxDocumentView.tsx';
import { useParams } from 'react-router';
import { PageStatus } from '../../shared/PageStatus.tsx';
import { useTaxDocument } from '../hooks/use-billing.ts';

/** /company/settings/invoices/documents/{id}: one invoice or credit note, printable as it stands. */
export function TaxDocumentPage() {
  const { id = '' } = useParams();
  const document = useTaxDocument(id);
  if (!document.data) return <PageStatus error={document.error} />;
  return <TaxDocumentView document={document.data} onPrint={() => window.print()} />;
}
