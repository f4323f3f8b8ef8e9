import { Alert } from '@lurkit/ui/alert/Alert.tsx';
import { Button } from '@lurkit/ui/button/Button.tsx';
import { DataTable } from '@lurkit/ui/data-table/DataTable.tsx';
import { formatDateTime } from '@lurkit/ui/format/format.ts';
import { EmptyState } from '@lurkit/ui/empty-state/EmptyState.tsx';
import { StatusBadge } from '@lurkit/ui/status-badge/StatusBadge.tsx';
import { UrlTabs } from '@lurkit/ui/url-tabs/UrlTabs.tsx';
import { useLocation } from 'react-router';
import { CreateActivation } from '../../publishing/index.ts';
import { RouterLink } from '../../shared/RouterLink.tsx';
import { useCompanyQuests } from '../hooks/use-quests.ts';

const TABS = [
  { id: 'active', label: 'Active', href: '/company/activations/quests' },
  { id: 'ended', label: 'Ended', href: '/company/activations/quests/ended' },
] as const;

/** /company/activations/quests (and /ended): the company's Quests, and the create-activation wizard's paid choices. */
export function CompanyQuestsPage() {
  const ended = useLocation().pathname.endsWith('/ended');
  const quests = useCompanyQuests(ended);
  return (
    <>
      <h1>Quests</h1>
      <p>
        <RouterLink href="/company/cart">Cart</RouterLink>
      </p>
      <CreateActivation />
      <UrlTabs label="Quests" tabs={TABS} activeId={ended ? 'ended' : 'active'} panelId="quests-panel" />
      <div id="quests-panel" role="tabpanel">
        {quests.error ? <Alert tone="error">Something went wrong. Please try again later.</Alert> : null}
        <DataTable
          caption={ended ? 'Ended Quests' : 'Your Quests'}
          rows={quests.nodes}
          loading={!quests.data && !quests.error}
          getRowId={(q) => q.id}
          empty={
            ended ? (
              <EmptyState title="No ended Quests">Quests show here once their end date has passed.</EmptyState>
            ) : (
              <EmptyState title="No Quests yet">
                Create one above: creators bid, you accept, pay, review their content and they are paid.
              </EmptyState>
            )
          }
          columns={[
            {
              id: 'name',
              header: 'Quest',
              cell: (q) => <RouterLink href={`/campaigns/quests/${q.id}`}>{q.name}</RouterLink>,
              sortValue: (q) => q.name,
            },
            { id: 'status', header: 'Status', cell: (q) => <StatusBadge kind="campaign" status={q.status} /> },
            { id: 'kind', header: 'Kind', cell: (q) => (q.kind === 'gamePromotion' ? 'Game promotion' : 'Product promotion') },
            { id: 'end', header: 'Ends', cell: (q) => formatDateTime(q.endDate), sortValue: (q) => q.endDate },
          ]}
        />
        {quests.hasMore && (
          <Button variant="secondary" onClick={() => void quests.loadMore()}>
            Load more
          </Button>
        )}
      </div>
    </>
  );
}
