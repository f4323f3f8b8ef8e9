import { DataTable } from '@lurkit/ui/data-table/DataTable.tsx';
import { EmptyState } from '@lurkit/ui/empty-state/EmptyState.tsx';
import { formatStockholmDate } from '@lurkit/ui/date-time-picker/format-stockholm.ts';
import { sortDeals, type DealSort } from '../../shared/deals/deal-sort.ts';
import { MISSION_RUN_COLUMNS } from './mission-run-columns.tsx';
import { useMyMissionRuns } from '../hooks/use-missions.ts';
import type { MyMissionRun } from '../operations/creator-missions.operations.ts';

/** A run still going: the creator or the company has something left to do (spec 4 mission run labels). */
const OPEN = new Set(['active', 'review', 'claimReward']);

/** The Missions of Deals (Active or Ended): the creator's mission runs in the chosen sort. */
export function MissionDealsList({ tab, sort }: { tab: 'active' | 'ended'; sort: DealSort }) {
  const runs = useMyMissionRuns();
  const joined = (runs.data ?? [])
    .filter((r) => OPEN.has(r.state) === (tab === 'active'))
    .sort((a, b) => Date.parse(b.joinedAt) - Date.parse(a.joinedAt));
  // A run begins when the creator joins and has no due date of its own: by due, newest joined first.
  const rows = sortDeals(joined, sort, (r) => ({ invitedAt: r.joinedAt, endedAt: r.endedAt, dueAt: null }));
  return (
    <DataTable<MyMissionRun>
      caption="Missions"
      loading={!runs.data}
      rows={rows}
      getRowId={(r) => r.id}
      empty={<EmptyState title="No Missions here" headingLevel={3} />}
      columns={[
        ...MISSION_RUN_COLUMNS,
        { id: 'joined', header: 'Joined', cell: (r) => formatStockholmDate(r.joinedAt), sortValue: (r) => r.joinedAt },
        ...(tab === 'ended'
          ? [
              {
                id: 'ended',
                header: 'Ended',
                cell: (r: MyMissionRun) => (r.endedAt ? formatStockholmDate(r.endedAt) : ''),
                sortValue: (r: MyMissionRun) => r.endedAt ?? '',
              },
            ]
          : []),
      ]}
    />
  );
}
