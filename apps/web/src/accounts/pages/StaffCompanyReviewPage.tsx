import { CompanyReviewTable } from '@lurkit/ui/company-review/CompanyReviewTable.tsx';
import { useToasts } from '@lurkit/ui/toast/ToastProvider.tsx';
import { useState } from 'react';
import { PageStatus } from '../../shared/PageStatus.tsx';
import { toFormServerError } from '../../shared/forms/to-form-server-error.ts';
import { useCompaniesForReview } from '../hooks/use-companies-for-review.ts';
import { reviewCompany, type CompanyReviewDecision } from '../operations/company-review.operations.ts';

/** /staff/companies: staff approve or refuse company accounts (a first publish waits on it). */
export function StaffCompanyReviewPage() {
  const review = useCompaniesForReview();
  const toasts = useToasts();
  const [error, setError] = useState<string | null>(null);

  if (!review.data) return <PageStatus error={review.error} />;

  const decide = async (companyIds: string[], decision: CompanyReviewDecision) => {
    setError(null);
    try {
      for (const companyId of companyIds) await reviewCompany(companyId, decision);
      const count = companyIds.length === 1 ? 'One company' : `${companyIds.length} companies`;
      toasts.add({ type: 'success', content: `${count} ${decision === 'APPROVE' ? 'approved' : 'refused'}.` });
    } catch (failure) {
      setError(toFormServerError(failure).message);
    }
    await review.mutate();
  };

  return (
    <>
      <h1>Account review</h1>
      <CompanyReviewTable
        companies={review.companies}
        hasMore={review.hasMore}
        loadingMore={review.isValidating}
        onLoadMore={() => void review.loadMore()}
        onDecide={(ids, decision) => void decide(ids, decision)}
        error={error}
      />
    </>
  );
}
