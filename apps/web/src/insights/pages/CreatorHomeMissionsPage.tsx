import { DataTable } from '@lurkit/ui/data-table/DataTable.tsx';
import { EmptyState } from '@lurkit/ui/empty-state/EmptyState.tsx';
import { AppLink } from '@lurkit/ui/link/LinkProvider.tsx';
import { PageStatus } from '../../shared/PageStatus.tsx';
import { MISSION_RUN_COLUMNS, useMyMissionRuns } from '../../missions/index.ts';
import type { MyMissionRun } from '../../missions/index.ts';
import { MISSION_NEXT_STEP, missionRunsByNextAction } from '../creator-home-lists.ts';
import { CreatorHomeTabs } from './CreatorHomeTabs.tsx';
import { formatDate } from '@lurkit/ui/format/format.ts';

/** /creator/home/missions: the creator's mission runs, rewards to claim and unfinished runs first. */
export function CreatorHomeMissionsPage() {
  const runs = useMyMissionRuns();
  const rows = runs.data ? missionRunsByNextAction(runs.data) : [];
  const yourTurn = rows.filter((r) => MISSION_NEXT_STEP[r.state]).length;
  return (
    <>
      <h1>Your missions</h1>
      <CreatorHomeTabs active="missions" />
      <div id="creator-home-panel" role="tabpanel">
        {runs.error ? (
          <PageStatus error={runs.error} />
        ) : (
          <>
            {rows.length > 0 && <p>{yourTurn === 0 ? 'Nothing waits on you.' : `${yourTurn} waiting on you.`}</p>}
            <DataTable<MyMissionRun>
              caption="Mission runs"
              loading={!runs.data}
              rows={rows}
              getRowId={(r) => r.id}
              empty={
                <EmptyState title="No missions yet" headingLevel={2}>
                  Join a <AppLink href="/creator-programs">Creator Program</AppLink> to take part in its missions.
                </EmptyState>
              }
              columns={[
                ...MISSION_RUN_COLUMNS,
                { id: 'next', header: 'Next step', cell: (r) => MISSION_NEXT_STEP[r.state] ?? '' },
                { id: 'joined', header: 'Joined', cell: (r) => formatDate(r.joinedAt) },
              ]}
            />
          </>
        )}
      </div>
    </>
  );
}
