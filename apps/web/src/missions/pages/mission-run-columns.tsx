import type { DataColumn } from '@lurkit/ui/data-table/DataTable.tsx';
import { StatusBadge } from '@lurkit/ui/status-badge/StatusBadge.tsx';
import { RouterLink } from '../../shared/RouterLink.tsx';
import type { MyMissionRun } from '../operations/creator-missions.operations.ts';

/** A creator's mission run in a table (creator home, Deals): the mission, its run number past the first, and the creator's label. */
export const MISSION_RUN_COLUMNS: readonly DataColumn<MyMissionRun>[] = [
  {
    id: 'mission',
    header: 'Mission',
    cell: (r) => (
      <RouterLink href={`/missions/${r.missionId}`}>
        {r.mission?.name ?? 'Mission'}
        {r.repeatNumber > 1 ? ` (run ${r.repeatNumber})` : ''}
      </RouterLink>
    ),
  },
  { id: 'status', header: 'Status', cell: (r) => <StatusBadge kind="missionRunCreator" status={r.state as never} /> },
];
