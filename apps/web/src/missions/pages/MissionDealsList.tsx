import { DataTable } from '@lurkit/ui/data-table/DataTable.tsx';
import { EmptyState } from '@lurkit/ui/empty-state/EmptyState.tsx';
import { formatDate } from '@lurkit/ui/format/format.ts';
import { sortDeals, type DealSort } from '../../shared/deals/deal-sort.ts';
import { MISSION_RUN_COLUMNS } from './mission-run-columns.tsx';
import { useMyMissionRuns, useMyOpenMissions } from '../hooks/use-missions.ts';
import type { MyMissionRun, OpenMission } from '../operations/creator-missions.operations.ts';
import { RouterLink } from '../../shared/RouterLink.tsx';
import { StatusBadge } from '@lurkit/ui/status-badge/StatusBadge.tsx';

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
        { id: 'joined', header: 'Joined', cell: (r) => formatDate(r.joinedAt), sortValue: (r) => r.joinedAt },
        ...(tab === 'ended'
          ? [
              {
                id: 'ended',
                header: 'Ended',
                cell: (r: MyMissionRun) => (r.endedAt ? formatDate(r.endedAt) : ''),
                sortValue: (r: MyMissionRun) => r.endedAt ?? '',
              },
            ]
          : []),
      ]}
    />
  );
}

/**
 * Spec 2's public missions on Deals: the missions of the creator's programs open to join (or opening
 * soon) that they have not joined yet, soonest start first.
 */
export function OpenMissionsList() {
  const missions = useMyOpenMissions();
  return (
    <DataTable<OpenMission>
      caption="Public missions"
      loading={!missions.data && !missions.error}
      rows={missions.data ?? []}
      getRowId={(m) => m.id}
      empty={<EmptyState title="No missions to join" headingLevel={3} />}
      columns={[
        { id: 'name', header: 'Mission', cell: (m) => <RouterLink href={`/missions/${m.id}`}>{m.name}</RouterLink> },
        { id: 'status', header: 'Status', cell: (m) => <StatusBadge kind="campaign" status={m.status} /> },
        { id: 'starts', header: 'Starts', cell: (m) => formatDate(m.startDate), sortValue: (m) => m.startDate },
        { id: 'ends', header: 'Ends', cell: (m) => (m.endDate ? formatDate(m.endDate) : 'No end') },
      ]}
    />
  );
}
