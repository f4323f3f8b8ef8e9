import { Alert } from '@lurkit/ui/alert/Alert.tsx';
import { Button } from '@lurkit/ui/button/Button.tsx';
import { DataTable } from '@lurkit/ui/data-table/DataTable.tsx';
import { EmptyState } from '@lurkit/ui/empty-state/EmptyState.tsx';
import { StatusBadge } from '@lurkit/ui/status-badge/StatusBadge.tsx';
import { UrlTabs } from '@lurkit/ui/url-tabs/UrlTabs.tsx';
import { CreateActivationChooser } from '@lurkit/ui/create-activation/CreateActivationChooser.tsx';
import { KeyCampaignNameForm } from '@lurkit/ui/create-activation/KeyCampaignNameForm.tsx';
import { useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { request } from '../../api/gql-client.ts';
import { RouterLink } from '../../app/RouterLink.tsx';
import { useServerAction } from '../../forms/use-server-action.ts';
import { useCompanyKeyCampaigns } from '../hooks/use-company-key-campaigns.ts';
import { CreateKeyCampaignMutation } from '../operations/company-key-campaigns.operations.ts';
import { formatStockholmDateTime } from '@lurkit/ui/date-time-picker/format-stockholm.ts';

const TABS = [
  { id: 'active', label: 'Active', href: '/company/activations/keys' },
  { id: 'ended', label: 'Ended', href: '/company/activations/keys/ended' },
] as const;

const createCampaign = (kind: 'standard' | 'preLaunch', name: string) => request(CreateKeyCampaignMutation, { kind, name });

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
                c.startDate
                  ? `${formatStockholmDateTime(c.startDate)} – ${c.endDate ? formatStockholmDateTime(c.endDate) : 'open'}`
                  : 'Not scheduled',
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

/** Quests open with their own slice; until then their cards say why they are not offered. */
const NOT_OPEN_YET = {
  gameQuest: 'Quests are not open yet.',
  productQuest: 'Quests are not open yet.',
} as const;

/** The create-activation wizard (spec 2): choose the kind, name it, then the edit wizard opens. */
function CreateActivation() {
  const navigate = useNavigate();
  const create = useServerAction(createCampaign);
  const [kind, setKind] = useState<'standard' | 'preLaunch' | null>(null);
  return (
    <section aria-labelledby="create-heading">
      <h2 id="create-heading">Create an activation</h2>
      {kind === null ? (
        <CreateActivationChooser
          available={['mission', 'keyCampaign', 'preLaunch']}
          unavailableReasons={NOT_OPEN_YET}
          onChoose={(choice) =>
            // Missions open on their own page, which says so when the company has no Creator Program yet (spec 6).
            choice === 'mission' ? void navigate('/company/missions/create') : setKind(choice === 'preLaunch' ? 'preLaunch' : 'standard')
          }
        />
      ) : (
        <KeyCampaignNameForm
          kind={kind}
          submitting={create.submitting}
          serverError={create.serverError}
          onBack={() => setKind(null)}
          onSubmit={async (values) => {
            const outcome = await create.run(values.kind, values.name);
            if (outcome.ok) await navigate(`/campaigns/${outcome.value.createKeyCampaign.id}/edit/basics`);
          }}
        />
      )}
    </section>
  );
}
