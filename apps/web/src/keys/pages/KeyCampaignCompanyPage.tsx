import { Alert } from '@lurkit/ui/alert/Alert.tsx';
import { AvailabilityBar } from '@lurkit/ui/availability-bar/AvailabilityBar.tsx';
import { Button } from '@lurkit/ui/button/Button.tsx';
import { DataTable } from '@lurkit/ui/data-table/DataTable.tsx';
import { formatStockholm } from '@lurkit/ui/date-time-picker/format-stockholm.ts';
import { EmptyState } from '@lurkit/ui/empty-state/EmptyState.tsx';
import { StatusBadge } from '@lurkit/ui/status-badge/StatusBadge.tsx';
import { useToasts } from '@lurkit/ui/toast/ToastProvider.tsx';
import { UrlTabs } from '@lurkit/ui/url-tabs/UrlTabs.tsx';
import { useState } from 'react';
import { useParams } from 'react-router';
import { request } from '../../api/gql-client.ts';
import { PageStatus } from '../../app/PageStatus.tsx';
import { RouterLink } from '../../app/RouterLink.tsx';
import { toFormServerError } from '../../forms/to-form-server-error.ts';
import { useCompanyKeyCampaign, useKeyParticipants } from '../hooks/use-company-key-campaigns.ts';
import {
  ConvertPreLaunchCampaignMutation,
  ReviewKeyParticipantsMutation,
  SendCreatorKitCodesAgainMutation,
} from '../operations/company-key-campaigns.operations.ts';
import { campaignBadge } from './campaign-status.ts';
import { InviteCreatorsTab } from './InviteCreatorsTab.tsx';

type Tab = 'overview' | 'participants' | 'invite' | 'results';
type ParticipantTab = 'pending' | 'active' | 'ended';

/** /campaigns/{id} for its company: Overview, Participants (pending, active, ended) and Results. */
export function KeyCampaignCompanyPage({ tab = 'overview' }: { tab?: Tab }) {
  const { id = '', participantTab } = useParams();
  const view = useCompanyKeyCampaign(id);
  const toasts = useToasts();
  if (!view.data) return <PageStatus error={view.error} />;
  const { campaign, keys, participantCounts } = view.data;
  const count = (...states: string[]) => participantCounts.filter((c) => states.includes(c.state)).reduce((sum, c) => sum + c.count, 0);
  const tabs = [
    { id: 'overview', label: 'Overview', href: `/campaigns/${id}` },
    {
      id: 'participants',
      label: `Participants (${count('pending', 'waitlist', 'waitingForAccess')} to review)`,
      href: `/campaigns/${id}/participants/pending`,
    },
    { id: 'invite', label: 'Invite creators', href: `/campaigns/${id}/invite-creators` },
    { id: 'results', label: 'Results', href: `/campaigns/${id}/results` },
  ];
  const convert = async () => {
    try {
      await request(ConvertPreLaunchCampaignMutation, { id, confirmed: true });
      toasts.add({ type: 'success', content: 'Converted to a Key campaign: invitations, key claims and content are open.' });
      await view.mutate();
    } catch (error) {
      toasts.add({ type: 'error', content: toFormServerError(error).message });
    }
  };
  return (
    <>
      <h1>
        {campaign.name} <StatusBadge {...campaignBadge(campaign.status)} />
      </h1>
      <p>
        <RouterLink href={`/campaigns/${id}/edit/basics`}>Edit campaign</RouterLink>
      </p>
      {campaign.preLaunch && (
        <Alert tone="info" title="Pre-launch campaign">
          Creators join a waitlist. Convert it to a Key campaign when keys are ready: it opens invitations, key claims and content.{' '}
          <Button variant="secondary" onClick={() => void convert()}>
            Convert to a Key campaign
          </Button>
        </Alert>
      )}
      <UrlTabs label="Campaign" tabs={tabs} activeId={tab} panelId="campaign-panel" />
      <div id="campaign-panel" role="tabpanel">
        {tab === 'overview' && (
          <section aria-label="Overview">
            <p>
              {campaign.startDate
                ? `Runs ${formatStockholm(campaign.startDate)} – ${campaign.endDate ? formatStockholm(campaign.endDate) : 'open-ended'} (Stockholm time).`
                : 'Not scheduled yet.'}
            </p>
            <h2>Keys</h2>
            {keys.length === 0 ? (
              <p>No keys yet: choose a Code Manager item and keys per platform in the creator kit.</p>
            ) : (
              keys.map((k) => (
                <AvailabilityBar
                  key={k.platform}
                  label={`${k.platform}: ${k.claimed} of ${k.offered} claimed`}
                  remaining={k.available}
                  total={k.available + k.claimed}
                  unit="keys"
                />
              ))
            )}
          </section>
        )}
        {tab === 'participants' && (
          <Participants campaignId={id} tab={(participantTab as ParticipantTab) ?? 'pending'} onChange={() => void view.mutate()} />
        )}
        {tab === 'invite' && <InviteCreatorsTab campaignId={id} preLaunch={campaign.preLaunch} />}
        {tab === 'results' && (
          <section aria-label="Results">
            <dl className="code-manager__facts">
              <dt>Key requests</dt>
              <dd>{campaign.requestCount}</dd>
              <dt>Accepted</dt>
              <dd>{count('accepted', 'claimedKey', 'submittedContent')}</dd>
              <dt>Keys claimed</dt>
              <dd>{count('claimedKey', 'submittedContent')}</dd>
              <dt>Content submitted</dt>
              <dd>{count('submittedContent')}</dd>
            </dl>
          </section>
        )}
      </div>
    </>
  );
}

function Participants({ campaignId, tab, onChange }: { campaignId: string; tab: ParticipantTab; onChange(): void }) {
  const participants = useKeyParticipants(campaignId, tab);
  const toasts = useToasts();
  const [error, setError] = useState<string | null>(null);
  const review = async (ids: string[], decision: 'accept' | 'decline') => {
    setError(null);
    try {
      await request(ReviewKeyParticipantsMutation, { campaignId, participantIds: ids, decision });
      toasts.add({
        type: 'success',
        content: `${ids.length === 1 ? 'One creator' : `${ids.length} creators`} ${decision === 'accept' ? 'accepted' : 'declined'}.`,
      });
      await participants.mutate();
      onChange();
    } catch (failure) {
      setError(toFormServerError(failure).message);
    }
  };
  const sendAgain = async (participantId: string) => {
    try {
      await request(SendCreatorKitCodesAgainMutation, { campaignId, participantId });
      toasts.add({ type: 'success', content: 'The key was mailed to the creator again.' });
    } catch (failure) {
      setError(toFormServerError(failure).message);
    }
  };
  const tabs = (['pending', 'active', 'ended'] as const).map((t) => ({
    id: t,
    label: t[0]!.toUpperCase() + t.slice(1),
    href: `/campaigns/${campaignId}/participants/${t}`,
  }));
  return (
    <section aria-label="Participants">
      <UrlTabs label="Participants" tabs={tabs} activeId={tab} panelId="participants-panel" />
      <div id="participants-panel" role="tabpanel">
        {error && <Alert tone="error">{error}</Alert>}
        <DataTable
          caption={`${tab[0]!.toUpperCase()}${tab.slice(1)} participants`}
          rows={participants.nodes}
          loading={!participants.data && !participants.error}
          getRowId={(p) => p.id}
          rowLabel={(p) => p.creator.displayName}
          bulkActions={
            tab === 'pending'
              ? [
                  { id: 'accept', label: 'Accept' },
                  { id: 'decline', label: 'Decline' },
                ]
              : undefined
          }
          onBulkAction={(action, ids) => void review(ids, action === 'accept' ? 'accept' : 'decline')}
          columns={[
            { id: 'creator', header: 'Creator', cell: (p) => p.creator.displayName, sortValue: (p) => p.creator.displayName },
            { id: 'state', header: 'State', cell: (p) => <StatusBadge kind="participation" status={p.state} /> },
            {
              id: 'rate',
              header: 'Completion rate',
              cell: (p) => (p.creator.completionRate === null ? 'New' : `${Math.round(p.creator.completionRate * 100)}%`),
            },
            { id: 'applied', header: 'Requested', cell: (p) => formatStockholm(p.appliedAt), sortValue: (p) => p.appliedAt },
            {
              id: 'due',
              header: 'Content',
              cell: (p) =>
                p.submission ? (
                  <a href={p.submission.url} rel="noreferrer noopener" target="_blank">
                    {p.submission.onTime ? 'On time' : 'Late'}
                  </a>
                ) : p.claim ? (
                  `Due ${formatStockholm(p.claim.contentDueAt)}`
                ) : (
                  '—'
                ),
            },
            {
              id: 'actions',
              header: 'Actions',
              cell: (p) =>
                ['pending', 'waitlist'].includes(p.state) ? (
                  <span className="form__actions">
                    <Button variant="secondary" onClick={() => void review([p.id], 'accept')}>
                      Accept
                    </Button>
                    <Button variant="ghost" onClick={() => void review([p.id], 'decline')}>
                      Decline
                    </Button>
                  </span>
                ) : p.claim ? (
                  <Button variant="ghost" onClick={() => void sendAgain(p.id)}>
                    Send key again
                  </Button>
                ) : null,
            },
          ]}
          empty={<EmptyState title={tab === 'pending' ? 'Nobody to review' : 'Nobody here yet'} headingLevel={3} />}
        />
      </div>
    </section>
  );
}
