import { DataTable } from '@lurkit/ui/data-table/DataTable.tsx';
import { EmptyState } from '@lurkit/ui/empty-state/EmptyState.tsx';
import { StatusBadge } from '@lurkit/ui/status-badge/StatusBadge.tsx';
import { formatDateTime } from '@lurkit/ui/format/format.ts';
import { UrlTabs } from '@lurkit/ui/url-tabs/UrlTabs.tsx';
import { useLocation } from 'react-router';
import { isEndedStatus } from '../../publishing/index.ts';
import { CreateActivation } from '../../publishing/index.ts';
import { PageStatus } from '../../shared/PageStatus.tsx';
import { RouterLink } from '../../shared/RouterLink.tsx';
import { useMyCreatorProgram } from '../../programs/index.ts';
import { useCompanyMissions } from '../hooks/use-missions.ts';

const TABS = [
  { id: 'active', label: 'Active', href: '/company/activations/missions' },
  { id: 'ended', label: 'Ended', href: '/company/activations/missions/ended' },
] as const;

/**
 * /company/missions and /company/activations/missions(/ended): the company's missions, Active or Ended
 * (spec 2); without a Creator Program, the empty state of spec 6.
 */
export function CompanyMissionsPage() {
  const ended = useLocation().pathname.endsWith('/ended');
  const program = useMyCreatorProgram();
  const missions = useCompanyMissions();
  if (program.data === undefined || !missions.data) return <PageStatus error={program.error ?? missions.error} />;
  if (program.data === null) {
    return (
      <>
        <h1>Missions</h1>
        <EmptyState title="Missions belong to a Creator Program">
          Create your Creator Program first: its members take your missions and earn their rewards.{' '}
          <RouterLink href="/creator-programs/new/edit">Create a Creator Program</RouterLink>
        </EmptyState>
        <CreateActivation unavailable={{ mission: 'Missions belong to a Creator Program: create yours first.' }} />
      </>
    );
  }
  return (
    <>
      <h1>Missions</h1>
      <CreateActivation />
      <UrlTabs label="Missions" tabs={TABS} activeId={ended ? 'ended' : 'active'} panelId="missions-panel" />
      <div id="missions-panel" role="tabpanel">
        <DataTable
          caption={ended ? 'Ended missions' : 'Active missions'}
          rows={missions.data.filter((m) => isEndedStatus(m.status) === ended)}
          getRowId={(m) => m.id}
          columns={[
            {
              id: 'name',
              header: 'Name',
              cell: (m) => <RouterLink href={`/company/missions/${m.id}`}>{m.name}</RouterLink>,
              sortValue: (m) => m.name,
            },
            { id: 'status', header: 'Status', cell: (m) => <StatusBadge kind="campaign" status={m.status} /> },
            { id: 'start', header: 'Starts', cell: (m) => formatDateTime(m.startDate), sortValue: (m) => m.startDate },
            { id: 'repeat', header: 'Repeats', cell: (m) => m.repeatLabel },
            {
              id: 'runs',
              header: 'Creators',
              align: 'end',
              cell: (m) => m.runCounts.reduce((sum, c) => sum + c.count, 0),
            },
            { id: 'edit', header: 'Setup', cell: (m) => <RouterLink href={`/company/missions/${m.id}/edit`}>Edit</RouterLink> },
          ]}
          empty={
            ended ? (
              <EmptyState title="No ended missions">Missions show here once their end date has passed.</EmptyState>
            ) : (
              <EmptyState title="No missions yet">Create a mission: members join, submit content and claim its rewards.</EmptyState>
            )
          }
        />
      </div>
    </>
  );
}
