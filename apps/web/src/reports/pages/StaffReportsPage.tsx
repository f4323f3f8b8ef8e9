import { ReportQueue } from '@lurkit/ui/report-user/ReportQueue.tsx';
import { useToasts } from '@lurkit/ui/toast/ToastProvider.tsx';
import { useState } from 'react';
import { PageStatus } from '../../shared/PageStatus.tsx';
import { toFormServerError } from '../../shared/forms/to-form-server-error.ts';
import { useOpenReports } from '../hooks/use-open-reports.ts';
import { reviewReport } from '../operations/reports.operations.ts';

/** /staff/reports: staff work through the users people reported, oldest first (spec 6). */
export function StaffReportsPage() {
  const reports = useOpenReports();
  const toasts = useToasts();
  const [deciding, setDeciding] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  return (
    <>
      <h1>Reports</h1>
      {!reports.data ? (
        <PageStatus error={reports.error} />
      ) : (
        <ReportQueue
          reports={reports.data}
          deciding={deciding}
          error={error}
          onDecide={async (id, decision) => {
            setDeciding(id);
            setError(null);
            try {
              await reviewReport(id, decision);
              toasts.add({ type: 'success', content: decision === 'dismissed' ? 'Report dismissed.' : 'Report closed as actioned.' });
              await reports.mutate();
            } catch (failure) {
              setError(toFormServerError(failure).message);
            } finally {
              setDeciding(null);
            }
          }}
        />
      )}
    </>
  );
}
