import type { FormServerError } from '@lurkit/ui/forms/server-error.ts';
import { ReportUserForm } from '@lurkit/ui/report-user/ReportUserForm.tsx';
import { useState } from 'react';
import { toFormServerError } from '../../shared/forms/to-form-server-error.ts';
import { reportUsers } from '../operations/reports.operations.ts';

/** The report-user modal wired to the API: sends, then thanks. */
export function ReportUserStep({
  reportedUserIds,
  reportedName,
  onClose,
}: {
  reportedUserIds: string[];
  reportedName: string;
  onClose: () => void;
}) {
  const [submitting, setSubmitting] = useState(false);
  const [serverError, setServerError] = useState<FormServerError | null>(null);
  const [sent, setSent] = useState(false);
  return (
    <ReportUserForm
      reportedName={reportedName}
      submitting={submitting}
      serverError={serverError}
      sent={sent}
      onClose={onClose}
      onSubmit={async ({ reason, note }) => {
        setSubmitting(true);
        setServerError(null);
        try {
          await reportUsers({ reportedUserIds, reason, note: note ?? '' });
          setSent(true);
        } catch (failure) {
          setServerError(toFormServerError(failure));
        } finally {
          setSubmitting(false);
        }
      }}
    />
  );
}
