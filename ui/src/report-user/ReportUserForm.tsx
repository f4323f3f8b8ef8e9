import { REPORT_NOTE_MAX, reportFormSchema, type ReportFormInput } from '@lurkit/core/reports/domain/report.schema.ts';
import type { ReportReason } from '@lurkit/core/reports/domain/report.schema.ts';
import { Alert } from '../alert/Alert.tsx';
import { Button } from '../button/Button.tsx';
import type { FormServerError } from '../forms/server-error.ts';
import { useSchemaForm } from '../forms/use-schema-form.ts';
import { useServerError } from '../forms/use-server-error.ts';
import { Select } from '../select/Select.tsx';
import { Textarea } from '../textarea/Textarea.tsx';
import '../forms/form.css';
import '../modal/Modal.css';

/** Title to open the modal with (spec 2's "report user" modal). */
export const REPORT_USER_MODAL_TITLE = 'Report user';

export const REPORT_REASON_LABELS: Record<ReportReason, string> = {
  spam: 'Spam',
  harassment: 'Harassment or hate',
  fraud: 'Fraud or scam',
  inappropriateContent: 'Inappropriate content',
  impersonation: 'Impersonation',
  fakeAudience: 'Fake viewers or followers',
  other: 'Something else',
};

export interface ReportUserFormProps {
  /** Who is being reported, as the person reads it. */
  reportedName: string;
  onSubmit(values: { reason: ReportReason; note: string | null }): void | Promise<void>;
  submitting?: boolean;
  serverError?: FormServerError | null;
  /** Set once sent: a thank-you replaces the form. */
  sent?: boolean;
  onClose(): void;
}

/** The report-user modal's body: a reason, an optional note, sent to Lurkit staff. */
export function ReportUserForm({ reportedName, onSubmit, submitting = false, serverError, sent = false, onClose }: ReportUserFormProps) {
  const { register, handleSubmit, setError, getValues, formState } = useSchemaForm(reportFormSchema, {
    reason: '' as ReportFormInput['reason'],
    note: '',
  });
  const alert = useServerError({ setError, getValues }, serverError);
  if (sent)
    return (
      <div className="form">
        <Alert tone="success" title="Report sent">
          Thank you. Our staff will look into it; {reportedName} is not told who reported them.
        </Alert>
        <div className="modal__actions">
          <Button onClick={onClose}>Done</Button>
        </div>
      </div>
    );
  return (
    <form className="form" noValidate onSubmit={handleSubmit((values) => onSubmit(values))}>
      <p>Tell Lurkit staff what is wrong with {reportedName}.</p>
      <Select
        label="Reason"
        placeholder="Choose a reason"
        options={Object.entries(REPORT_REASON_LABELS).map(([value, label]) => ({ value, label }))}
        {...register('reason')}
        error={formState.errors.reason?.message}
      />
      <Textarea
        label="Note (optional)"
        maxLength={REPORT_NOTE_MAX}
        showCount
        rows={4}
        {...register('note')}
        error={formState.errors.note?.message}
      />
      {alert && <Alert tone="error">{alert.message}</Alert>}
      <div className="modal__actions">
        <Button variant="secondary" onClick={onClose} disabled={submitting}>
          Cancel
        </Button>
        <Button type="submit" loading={submitting}>
          Send report
        </Button>
      </div>
    </form>
  );
}
