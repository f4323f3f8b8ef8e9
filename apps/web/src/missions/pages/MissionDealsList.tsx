import { DataTable } from '@lurkit/ui/data-table/DataTable.tsx';
import { EmptyState } from '@lurkit/ui/empty-state/EmptyState.tsx';
import { formatStockholmDate } from '@lurkit/ui/date-time-picker/format-stockholm.ts';
import { MISSION_RUN_COLUMNS } from './mission-run-columns.tsx';
import { useMyMissionRuns } from '../hooks/use-missions.ts';
import type { MyMissionRun } from '../operations/creator-missions.operations.ts';

/** A run still going: the creator or the company has something left to do (spec 4 mission run labels). */
const OPEN = new Set(['active', 'review', 'claimReward']);

/** The Missions of Deals (Active or Ended): the creator's mission runs, newest joined first. */
export function MissionDealsList({ tab }: { tab: 'active' | 'ended' }) {
  const runs = useMyMissionRuns();
  const rows = (runs.data ?? [])
    .filter((r) => OPEN.has(r.state) === (tab === 'active'))
    .sort((a, b) => Date.parse(b.joinedAt) - Date.parse(a.joinedAt));
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
      ]}
    />
  );
}
