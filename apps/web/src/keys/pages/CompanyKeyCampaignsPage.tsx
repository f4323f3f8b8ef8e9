import { Alert } from '@lurkit/ui/alert/Alert.tsx';
import { Button } from '@lurkit/ui/button/Button.tsx';
import { DataTable } from '@lurkit/ui/data-table/DataTable.tsx';
import { EmptyState } from '@lurkit/ui/empty-state/EmptyState.tsx';
import { StatusBadge } from '@lurkit/ui/status-badge/StatusBadge.tsx';
import { UrlTabs } from '@lurkit/ui/url-tabs/UrlTabs.tsx';
import { useLocation } from 'react-router';
import { CreateActivation } from '../../publishing/index.ts';
import { RouterLink } from '../../shared/RouterLink.tsx';
import { useCompanyKeyCampaigns } from '../hooks/use-company-key-campaigns.ts';
import { formatDateTime } from '@lurkit/ui/format/format.ts';

const TABS = [
  { id: 'active', label: 'Active', href: '/company/activations/keys' },
  { id: 'ended', label: 'Ended', href: '/company/activations/keys/ended' },
] as const;

/** /company/activations/keys (and /ended, /company/campaigns/keys): the company's Key campaigns, and the create-activation choice. */
export function CompanyKeyCampaignsPage() {
  const ended = useLocation().pathname.endsWith('/ended');
  const campaigns = useCompanyKeyCampaigns(ended);
  return (
    <>
      <h1>Key campaigns</h1>
      <CreateActivation />
      <UrlTabs label="Key campaigns" tabs={TABS} activeId={ended ? 'ended' : 'active'} panelId="key-campaigns-panel" />
      <div id="key-campaigns-panel" role="tabpanel">
        {campaigns.error ? <Alert tone="error">Something went wrong. Please try again later.</Alert> : null}
        <DataTable
          caption={ended ? 'Ended Key campaigns' : 'Key campaigns'}
          rows={campaigns.nodes}
          loading={!campaigns.data && !campaigns.error}
          getRowId={(c) => c.id}
          columns={[
            {
              id: 'name',
              header: 'Name',
              cell: (c) => <RouterLink href={`/campaigns/${c.id}`}>{c.name}</RouterLink>,
              sortValue: (c) => c.name,
            },
            { id: 'status', header: 'Status', cell: (c) => <StatusBadge kind="campaign" status={c.status} /> },
            { id: 'kind', header: 'Kind', cell: (c) => (c.preLaunch ? 'Pre-launch' : 'Key campaign') },
            {
              id: 'dates',
              header: 'Runs',
              cell: (c) =>
                c.startDate ? `${formatDateTime(c.startDate)} – ${c.endDate ? formatDateTime(c.endDate) : 'open'}` : 'Not scheduled',
            },
            { id: 'requests', header: 'Requests', cell: (c) => c.requestCount, sortValue: (c) => c.requestCount, align: 'end' },
          ]}
          empty={
            <EmptyState title={ended ? 'No ended Key campaigns' : 'No Key campaigns yet'}>
              Create one above: creators request keys, you accept them, they claim a key and submit content.
            </EmptyState>
          }
        />
        {campaigns.hasMore && (
          <Button variant="secondary" onClick={() => void campaigns.loadMore()}>
            Load more
          </Button>
        )}
      </div>
    </>
  );
}
