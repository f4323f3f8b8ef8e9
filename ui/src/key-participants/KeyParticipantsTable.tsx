import { Alert } from '../alert/Alert.tsx';
import { Button } from '../button/Button.tsx';
import { DataTable, type DataColumn } from '../data-table/DataTable.tsx';
import { EmptyState } from '../empty-state/EmptyState.tsx';
import { formatDateTime } from '../format/format.ts';
import { StatusBadge } from '../status-badge/StatusBadge.tsx';
import { UrlTabs } from '../url-tabs/UrlTabs.tsx';
import { VipAccessToggle } from '../vip-access/VipAccessToggle.tsx';
import { ReplaceKeyButton } from './ReplaceKeyButton.tsx';
import { REVIEWABLE, type KeyParticipantRow, type ParticipantTab } from './key-participant.types.ts';
import { RequestRiskBadge } from './RequestRiskBadge.tsx';
import { channelsText, completionText, ContentCell, CreatorCell, KeyCell } from './participant-cells.tsx';
import './KeyParticipants.css';

export type ReviewDecision = 'accept' | 'decline';

export interface KeyParticipantsTableProps {
  /** The tab shown (from the URL: /campaigns/{id}/participants/{tab}). */
  tab: ParticipantTab;
  /** Each tab's route. */
  tabHrefs: Readonly<Record<ParticipantTab, string>>;
  /** How many creators each tab holds, shown in its label. */
  counts?: Partial<Record<ParticipantTab, number>>;
  /** The tab's participants. */
  rows: readonly KeyParticipantRow[];
  /** The current time, to tell overdue content. */
  now: Date;
  /** Accepts or declines creators (one row, or the selected ones). */
  onReview(participantIds: string[], decision: ReviewDecision): void;
  /** Sends a creator's creator-kit codes again. */
  onSendKitAgain(participantId: string): void;
  /** Marks a creator's claimed key bad and gives them another from stock, asked first; the button shows when given. */
  onReplaceKey?(participantId: string): void;
  /** Adds the selected participants' creators to a creator list (offered as a bulk action on every tab when given). */
  onAddToList?(participantIds: string[]): void;
  /** Grants or (null) revokes a participant's VIP access; the VIP column shows when given. */
  onVipChange?(participantId: string, grant: { waivesLocationAndLanguage: boolean } | null): void;
  /** Reports a participant's creator to staff (spec 1: report a user from company views); the Report button shows when given. */
  onReport?(participantId: string): void;
  /** Rows with an action under way: their buttons are busy. */
  busyIds?: readonly string[];
  /** Shows the loading row. */
  loading?: boolean;
  /** Why the last action failed. */
  error?: string | null;
}

const TABS: readonly { id: ParticipantTab; label: string }[] = [
  { id: 'pending', label: 'Pending' },
  { id: 'active', label: 'Active' },
  { id: 'ended', label: 'Ended' },
];
const EMPTY: Record<ParticipantTab, string> = {
  pending: 'No requests wait for review.',
  active: 'No creators are accepted yet.',
  ended: 'Nobody has submitted content or been declined yet.',
};
const REVIEW_BULK = [
  { id: 'accept', label: 'Accept selected', variant: 'primary' as const },
  { id: 'decline', label: 'Decline selected', variant: 'danger' as const },
];
const ADD_TO_LIST = { id: 'addToList', label: 'Add to list', variant: 'secondary' as const };

/** Spec 4: the campaign's participants by tab; accept or decline requests, one by one or in bulk, and send codes again. */
export function KeyParticipantsTable(props: KeyParticipantsTableProps) {
  const {
    tab,
    tabHrefs,
    counts = {},
    rows,
    now,
    onReview,
    onSendKitAgain,
    onReplaceKey,
    onAddToList,
    onVipChange,
    onReport,
    busyIds = [],
    loading,
    error,
  } = props;
  const bulk = [...(tab === 'pending' ? REVIEW_BULK : []), ...(onAddToList ? [ADD_TO_LIST] : [])];
  const actions = (row: KeyParticipantRow) => {
    const busy = busyIds.includes(row.id);
    const who = <span className="visually-hidden"> {row.creator.displayName}</span>;
    return (
      <div className="participants__actions">
        {REVIEWABLE.includes(row.state) && (
          <>
            <Button onClick={() => onReview([row.id], 'accept')} loading={busy}>
              Accept{who}
            </Button>
            <Button variant="secondary" onClick={() => onReview([row.id], 'decline')} disabled={busy}>
              Decline{who}
            </Button>
          </>
        )}
        {row.claim && (
          <Button variant="secondary" onClick={() => onSendKitAgain(row.id)} loading={busy}>
            Send creator-kit codes again{who}
          </Button>
        )}
        {row.claim && onReplaceKey && (
          <ReplaceKeyButton
            creatorName={row.creator.displayName}
            platform={row.claim.platform}
            busy={busy}
            onConfirm={() => onReplaceKey(row.id)}
          />
        )}
        {row.kitSentCount > 0 && <span className="participants__muted">Sent again {row.kitSentCount}×</span>}
        {onReport && (
          <Button variant="ghost" onClick={() => onReport(row.id)}>
            Report{who}
          </Button>
        )}
      </div>
    );
  };
  const columns: DataColumn<KeyParticipantRow>[] = [
    { id: 'creator', header: 'Creator', cell: (r) => <CreatorCell creator={r.creator} />, sortValue: (r) => r.creator.displayName },
    { id: 'channels', header: 'Channels', cell: channelsText },
    { id: 'completion', header: 'Completion rate', cell: completionText, sortValue: (r) => r.creator.completionRate ?? -1, align: 'end' },
    {
      id: 'state',
      header: 'State',
      cell: (r) => (
        <>
          <StatusBadge kind="participation" status={r.state} />
          {r.declineReason && <p className="key-participants__reason">Declined automatically: {r.declineReason}</p>}
        </>
      ),
    },
    {
      id: 'risk',
      header: 'Risk',
      cell: (r) => (r.risk ? <RequestRiskBadge risk={r.risk} creatorName={r.creator.displayName} /> : '—'),
    },
    { id: 'applied', header: 'Requested', cell: (r) => formatDateTime(r.appliedAt), sortValue: (r) => r.appliedAt },
    ...(tab === 'pending'
      ? []
      : [
          { id: 'key', header: 'Key', cell: (r: KeyParticipantRow) => <KeyCell {...r} now={now} /> },
          { id: 'content', header: 'Content', cell: (r: KeyParticipantRow) => <ContentCell {...r} /> },
        ]),
    ...(onVipChange
      ? [
          {
            id: 'vip',
            header: 'VIP',
            cell: (r: KeyParticipantRow) => (
              <VipAccessToggle
                creatorName={r.creator.displayName}
                grant={r.vipAccess ?? null}
                busy={busyIds.includes(r.id)}
                onChange={(grant) => onVipChange(r.id, grant)}
              />
            ),
          },
        ]
      : []),
    { id: 'actions', header: 'Actions', cell: actions },
  ];
  return (
    <div className="form participants">
      <UrlTabs
        label="Participants"
        activeId={tab}
        tabs={TABS.map((t) => ({
          id: t.id,
          href: tabHrefs[t.id],
          label: counts[t.id] === undefined ? t.label : `${t.label} (${counts[t.id]})`,
        }))}
      />
      {error && <Alert tone="error">{error}</Alert>}
      <DataTable
        caption={`${TABS.find((t) => t.id === tab)?.label} participants`}
        columns={columns}
        rows={rows}
        getRowId={(r) => r.id}
        rowLabel={(r) => r.creator.displayName}
        bulkActions={bulk.length > 0 ? bulk : undefined}
        onBulkAction={(action, ids) => {
          if (action === 'addToList') onAddToList?.(ids);
          else onReview(ids, action === 'accept' ? 'accept' : 'decline');
        }}
        loading={loading}
        pageSize={25}
        initialSort={{ id: 'applied' }}
        empty={<EmptyState title={EMPTY[tab]} headingLevel={3} />}
      />
    </div>
  );
}
