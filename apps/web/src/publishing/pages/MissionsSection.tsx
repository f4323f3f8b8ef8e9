import { CreatorNameCell } from '../../insights/index.ts';
import { formatDateTime } from '@lurkit/ui/format/format.ts';
import { DataTable } from '@lurkit/ui/data-table/DataTable.tsx';
import { EmptyState } from '@lurkit/ui/empty-state/EmptyState.tsx';
import { PageStatus } from '../../shared/PageStatus.tsx';
import { RouterLink } from '../../shared/RouterLink.tsx';
import { useAddToListModal } from '../../creator-lists/index.ts';
import { useCompanyMissionRuns, type MissionsTab } from '../hooks/use-company-mission-runs.ts';
import type { CompanyMissionRunRow } from '../operations/creator-management.operations.ts';

const EMPTY: Record<MissionsTab, string> = {
  ongoing: 'No creators on your Missions right now',
  review: 'Nothing waiting for your review',
  completed: 'No completed Missions yet',
};

/** The Mission page's tab that shows this run, where the company reviews it. */
const missionTabHref = (missionId: string, tab: MissionsTab) =>
  tab === 'ongoing' ? `/company/missions/${missionId}` : `/company/missions/${missionId}/${tab}`;

/**
 * Creator management's Missions section: one tab across every Mission of the company. Reviewing
 * (a rejection needs a message, accepting unmet criteria a confirmation) stays on the Mission's page.
 */
export function MissionsSection({ tab }: { tab: MissionsTab }) {
  const runs = useCompanyMissionRuns(tab);
  const addToList = useAddToListModal();
  if (runs.error) return <PageStatus error={runs.error} />;
  const byId = new Map(runs.nodes.map((r) => [r.id, r]));
  return (
    <DataTable<CompanyMissionRunRow>
      caption={`Missions: ${tab} creators`}
      loading={!runs.data}
      loadingMore={runs.isValidating && Boolean(runs.data)}
      hasMore={runs.hasMore}
      onLoadMore={() => void runs.loadMore()}
      pageSize={25}
      rows={runs.nodes}
      getRowId={(run) => run.id}
      rowLabel={(run) => `${run.creator.displayName} on ${run.mission.name}`}
      bulkActions={[{ id: 'addToList', label: 'Add to list', variant: 'secondary' }]}
      onBulkAction={(_action, ids) => addToList([...new Set(ids.flatMap((id) => byId.get(id)?.creator.id ?? []))])}
      initialSort={{ id: 'joined' }}
      empty={<EmptyState title={EMPTY[tab]} headingLevel={2} />}
      columns={[
        {
          id: 'creator',
          header: 'Creator',
          cell: (run) => <CreatorNameCell creator={run.creator} />,
          sortValue: (run) => run.creator.displayName,
        },
        {
          id: 'mission',
          header: 'Mission',
          cell: (run) => <RouterLink href={missionTabHref(run.mission.id, tab)}>{run.mission.name}</RouterLink>,
          sortValue: (run) => run.mission.name,
        },
        {
          id: 'status',
          header: 'Status',
          // A pro-rated approval names the share of the rewards it earned, as on the Mission's page.
          cell: (run) =>
            run.review?.outcome === 'accepted' && run.review.sharePercent < 100
              ? `${run.companyLabel} (${run.review.sharePercent}% share)`
              : run.companyLabel,
        },
        {
          id: 'vip',
          header: 'VIP',
          // Granted or taken back on the Mission's own page; here it is only shown.
          cell: (run) => (run.vipAccess ? (run.vipAccess.waivesLocationAndLanguage ? 'VIP, location and language waived' : 'VIP') : '–'),
          sortValue: (run) => (run.vipAccess ? 1 : 0),
        },
        { id: 'repeat', header: 'Run', cell: (run) => run.repeatNumber, align: 'end' },
        { id: 'joined', header: 'Joined', cell: (run) => formatDateTime(run.joinedAt), sortValue: (run) => run.joinedAt },
        {
          id: 'submitted',
          header: 'Submitted',
          cell: (run) => (run.submittedAt ? formatDateTime(run.submittedAt) : '–'),
          sortValue: (run) => run.submittedAt ?? '',
        },
      ]}
    />
  );
}
