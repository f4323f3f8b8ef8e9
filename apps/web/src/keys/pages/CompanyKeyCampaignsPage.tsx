import { createKeyCampaignSchema } from '@lurkit/core/keys/domain/key-campaign-steps.schema.ts';
import { Alert } from '@lurkit/ui/alert/Alert.tsx';
import { Button } from '@lurkit/ui/button/Button.tsx';
import { DataTable } from '@lurkit/ui/data-table/DataTable.tsx';
import { EmptyState } from '@lurkit/ui/empty-state/EmptyState.tsx';
import { useSchemaForm } from '@lurkit/ui/forms/use-schema-form.ts';
import { useServerError } from '@lurkit/ui/forms/use-server-error.ts';
import { RadioGroup } from '@lurkit/ui/radio-group/RadioGroup.tsx';
import { StatusBadge } from '@lurkit/ui/status-badge/StatusBadge.tsx';
import { TextField } from '@lurkit/ui/text-field/TextField.tsx';
import { UrlTabs } from '@lurkit/ui/url-tabs/UrlTabs.tsx';
import { useLocation, useNavigate } from 'react-router';
import { request } from '../../api/gql-client.ts';
import { RouterLink } from '../../app/RouterLink.tsx';
import { useServerAction } from '../../forms/use-server-action.ts';
import { useCompanyKeyCampaigns } from '../hooks/use-company-key-campaigns.ts';
import { CreateKeyCampaignMutation } from '../operations/company-key-campaigns.operations.ts';
import { campaignBadge } from './campaign-status.ts';
import { formatStockholm } from '@lurkit/ui/date-time-picker/format-stockholm.ts';

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
      <CreateKeyCampaignForm />
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
            { id: 'status', header: 'Status', cell: (c) => <StatusBadge {...campaignBadge(c.status)} /> },
            { id: 'kind', header: 'Kind', cell: (c) => (c.preLaunch ? 'Pre-launch' : 'Key campaign') },
            {
              id: 'dates',
              header: 'Runs',
              cell: (c) =>
                c.startDate ? `${formatStockholm(c.startDate)} – ${c.endDate ? formatStockholm(c.endDate) : 'open'}` : 'Not scheduled',
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

/** The create-activation wizard's organic choices for keys: a standard Key campaign or a pre-launch (waitlist) one. */
function CreateKeyCampaignForm() {
  const navigate = useNavigate();
  const create = useServerAction(createCampaign);
  const form = useSchemaForm(createKeyCampaignSchema, { kind: 'standard', name: '' });
  const alert = useServerError(form, create.serverError);
  return (
    <section aria-labelledby="create-heading">
      <h2 id="create-heading">Create an activation</h2>
      <form
        className="form"
        noValidate
        onSubmit={form.handleSubmit(async (values) => {
          const outcome = await create.run(values.kind, values.name);
          if (outcome.ok) await navigate(`/campaigns/${outcome.value.createKeyCampaign.id}/edit/basics`);
        })}
      >
        <RadioGroup
          label="Organic"
          name="kind"
          value={form.watch('kind')}
          onChange={(value) => form.setValue('kind', value === 'preLaunch' ? 'preLaunch' : 'standard')}
          options={[
            { value: 'standard', label: 'Key campaign', hint: 'Free game keys for creators who make content.' },
            { value: 'preLaunch', label: 'Pre-launch campaign', hint: 'A waitlist before release; convert it to a Key campaign later.' },
            { value: 'mission', label: 'Mission', hint: 'Part of a Creator Program: coming with Creator Programs.', disabled: true },
          ]}
        />
        <p>
          Paid: game promotion and product promotion Quests are created from the Quests page. <span>Paid mission: coming soon.</span>
        </p>
        <TextField label="Campaign name" {...form.register('name')} error={form.formState.errors.name?.message} />
        <div className="form__actions">
          <Button type="submit" loading={create.submitting}>
            Create and set up
          </Button>
        </div>
        {alert && <Alert tone="error">{alert.message}</Alert>}
      </form>
    </section>
  );
}
