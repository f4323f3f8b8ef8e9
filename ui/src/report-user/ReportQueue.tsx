import type { ReportReason } from '@lurkit/core/reports/domain/report.schema.ts';
import { Alert } from '../alert/Alert.tsx';
import { Button } from '../button/Button.tsx';
import { EmptyState } from '../empty-state/EmptyState.tsx';
import { formatDateTime } from '../format/format.ts';
import { REPORT_REASON_LABELS } from './ReportUserForm.tsx';
import './ReportQueue.css';

interface Person {
  id: string;
  username: string;
  displayName: string;
}

export interface QueuedReport {
  report: { id: string; reason: ReportReason; note: string | null; createdAt: string };
  reporter: Person | null;
  reportedUsers: readonly Person[];
}

export interface ReportQueueProps {
  reports: readonly QueuedReport[];
  /** The report being decided, whose buttons wait. */
  deciding?: string | null;
  error?: string | null;
  onDecide(reportId: string, decision: 'actioned' | 'dismissed'): void;
}

const nameOf = (p: Person) => `${p.displayName} (@${p.username})`;

/** Staff's queue of open reports, oldest first: who reported whom, why, and the two ways to close one. */
export function ReportQueue({ reports, deciding = null, error = null, onDecide }: ReportQueueProps) {
  if (reports.length === 0) return <EmptyState title="No open reports">Reports people send show here until you close them.</EmptyState>;
  return (
    <>
      {error && <Alert tone="error">{error}</Alert>}
      <ul className="report-queue">
        {reports.map(({ report, reporter, reportedUsers }) => (
          <li key={report.id} className="report-queue__item">
            <h2 className="report-queue__title">{reportedUsers.map(nameOf).join(', ') || 'A deleted account'}</h2>
            <dl className="report-queue__facts">
              <dt>Reason</dt>
              <dd>{REPORT_REASON_LABELS[report.reason]}</dd>
              <dt>Reported by</dt>
              <dd>{reporter ? nameOf(reporter) : 'A deleted account'}</dd>
              <dt>Sent</dt>
              <dd>{formatDateTime(report.createdAt)}</dd>
              {report.note && (
                <>
                  <dt>Note</dt>
                  <dd className="report-queue__note">{report.note}</dd>
                </>
              )}
            </dl>
            <div className="report-queue__actions">
              <Button variant="secondary" loading={deciding === report.id} onClick={() => onDecide(report.id, 'dismissed')}>
                Dismiss
              </Button>
              <Button loading={deciding === report.id} onClick={() => onDecide(report.id, 'actioned')}>
                Action taken
              </Button>
            </div>
          </li>
        ))}
      </ul>
    </>
  );
}
