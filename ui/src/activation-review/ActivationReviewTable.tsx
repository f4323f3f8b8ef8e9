import { useState } from 'react';
import { Alert } from '../alert/Alert.tsx';
import { Button } from '../button/Button.tsx';
import { DataTable, type DataColumn } from '../data-table/DataTable.tsx';
import { EmptyState } from '../empty-state/EmptyState.tsx';
import { formatStockholmDateTime } from '../key-campaign-shared/key-dates.ts';
import { AppLink } from '../link/LinkProvider.tsx';
import { RefuseDialog } from './RefuseDialog.tsx';
import './ActivationReview.css';

export type HeldActivationKind = 'keyCampaign' | 'preLaunch' | 'quest' | 'mission';

/** An activation held for review: a company's first publish (spec 4). */
export interface HeldActivationRow {
  /** The activation's id. */
  id: string;
  /** The company that published it. */
  companyName: string;
  /** The activation's name. */
  activationName: string;
  /** Key campaign, pre-launch campaign, quest or mission. */
  kind: HeldActivationKind;
  /** When the company published it (UTC ISO). */
  submittedAt: string;
  /** Where staff can preview it. */
  previewHref: string;
}

export interface ActivationReviewTableProps {
  /** The activations waiting, oldest first. */
  rows: readonly HeldActivationRow[];
  /** Approves: it goes live and the company counts as reviewed. */
  onApprove(id: string): void;
  /** Refuses with a reason: it goes back to draft. */
  onRefuse(id: string, reason: string): void;
  /** Rows with a decision under way. */
  busyIds?: readonly string[];
  /** Shows the loading row. */
  loading?: boolean;
  /** Why the last decision failed. */
  error?: string | null;
}

const KIND_LABELS: Record<HeldActivationKind, string> = {
  keyCampaign: 'Key campaign',
  preLaunch: 'Pre-launch campaign',
  quest: 'Quest',
  mission: 'Mission',
};

/** Staff's queue of activations held for account review, each approved or refused with a reason. */
export function ActivationReviewTable({ rows, onApprove, onRefuse, busyIds = [], loading, error }: ActivationReviewTableProps) {
  const [refusing, setRefusing] = useState<HeldActivationRow | null>(null);
  const columns: DataColumn<HeldActivationRow>[] = [
    { id: 'company', header: 'Company', cell: (r) => r.companyName, sortValue: (r) => r.companyName },
    { id: 'name', header: 'Activation', cell: (r) => r.activationName, sortValue: (r) => r.activationName },
    { id: 'kind', header: 'Kind', cell: (r) => KIND_LABELS[r.kind] },
    { id: 'submitted', header: 'Submitted', cell: (r) => formatStockholmDateTime(r.submittedAt), sortValue: (r) => r.submittedAt },
    {
      id: 'actions',
      header: 'Actions',
      cell: (r) => {
        const busy = busyIds.includes(r.id);
        const name = <span className="visually-hidden"> {r.activationName}</span>;
        return (
          <div className="activation-review__actions">
            <AppLink href={r.previewHref}>
              <>Preview{name}</>
            </AppLink>
            <Button onClick={() => onApprove(r.id)} loading={busy}>
              Approve{name}
            </Button>
            <Button variant="danger" onClick={() => setRefusing(r)} disabled={busy}>
              Refuse{name}
            </Button>
          </div>
        );
      },
    },
  ];
  return (
    <div className="form activation-review">
      {error && <Alert tone="error">{error}</Alert>}
      <DataTable
        caption="Activations waiting for review"
        columns={columns}
        rows={rows}
        getRowId={(r) => r.id}
        loading={loading}
        pageSize={25}
        initialSort={{ id: 'submitted' }}
        empty={
          <EmptyState title="Nothing waits for review" headingLevel={3}>
            A company's first published activation shows up here.
          </EmptyState>
        }
      />
      <RefuseDialog
        activation={refusing && { name: refusing.activationName, companyName: refusing.companyName }}
        onCancel={() => setRefusing(null)}
        onRefuse={(reason) => {
          if (refusing) onRefuse(refusing.id, reason);
          setRefusing(null);
        }}
      />
    </div>
  );
}
