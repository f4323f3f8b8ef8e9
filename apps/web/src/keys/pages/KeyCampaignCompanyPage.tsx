import { automaticDeclineReason } from '@lurkit/ui/key-campaign-shared/automatic-decline.ts';
import { Alert } from '@lurkit/ui/alert/Alert.tsx';
import { Button } from '@lurkit/ui/button/Button.tsx';
import type { KeyParticipantState } from '@lurkit/ui/key-campaign-shared/key-campaign.types.ts';
import { KeyCampaignOverview } from '@lurkit/ui/key-campaign-summary/KeyCampaignOverview.tsx';
import { KeyCampaignResults } from '@lurkit/ui/key-campaign-summary/KeyCampaignResults.tsx';
import { KeyParticipantsTable } from '@lurkit/ui/key-participants/KeyParticipantsTable.tsx';
import { ConvertPreLaunchDialog } from '@lurkit/ui/publish-checks/ConvertPreLaunchDialog.tsx';
import { StatusBadge } from '@lurkit/ui/status-badge/StatusBadge.tsx';
import { useToasts } from '@lurkit/ui/toast/ToastProvider.tsx';
import { UrlTabs } from '@lurkit/ui/url-tabs/UrlTabs.tsx';
import { useState } from 'react';
import { useParams } from 'react-router';
import { request } from '../../shared/api/gql-client.ts';
import { PageStatus } from '../../shared/PageStatus.tsx';
import { RouterLink } from '../../shared/RouterLink.tsx';
import { useReportUser } from '../../reports/index.ts';
import { toFormServerError } from '../../shared/forms/to-form-server-error.ts';
import { useCodeManagerItems } from '../../codes/index.ts';
import { useCompanyKeyCampaign, useKeyParticipants } from '../hooks/use-company-key-campaigns.ts';
import {
  ConvertPreLaunchCampaignMutation,
  ReviewKeyParticipantsMutation,
  ReplaceBadKeyMutation,
  SendCreatorKitCodesAgainMutation,
} from '../operations/company-key-campaigns.operations.ts';
import { InviteCreatorsPanel } from '../../invitations/index.ts';
import { useAddToListModal } from '../../creator-lists/index.ts';
import { vipChangeMessage } from '../../creator-lists/index.ts';
import { setKeyCampaignVip } from '../../creator-lists/index.ts';

type Tab = 'overview' | 'participants' | 'invite' | 'results';
type ParticipantTab = 'pending' | 'active' | 'ended';

/** /campaigns/{id} for its company: Overview, Participants (pending, active, ended), Invite creators and Results. */
export function KeyCampaignCompanyPage({ tab = 'overview' }: { tab?: Tab }) {
  const { id = '', participantTab } = useParams();
  const view = useCompanyKeyCampaign(id);
  const items = useCodeManagerItems();
  const toasts = useToasts();
  const [converting, setConverting] = useState<{ open: boolean; error: string | null }>({ open: false, error: null });
  if (!view.data) return <PageStatus error={view.error} />;
  const { campaign, keys, participantCounts } = view.data;
  const counts: Partial<Record<KeyParticipantState, number>> = Object.fromEntries(participantCounts.map((c) => [c.state, c.count]));
  const count = (...states: KeyParticipantState[]) => states.reduce((sum, state) => sum + (counts[state] ?? 0), 0);
  const asks = items.data?.find((i) => i.id === campaign.codeItemId)?.platforms ?? [];
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
      setConverting({ open: false, error: null });
      toasts.add({ type: 'success', content: 'Converted to a Key campaign: invitations, key claims and content are open.' });
      await view.mutate();
    } catch (error) {
      setConverting({ open: true, error: toFormServerError(error).message });
    }
  };
  return (
    <>
      <h1>
        {campaign.name} <StatusBadge kind="campaign" status={campaign.status} />
      </h1>
      <p>
        <RouterLink href={`/campaigns/${id}/edit/basics`}>Edit campaign</RouterLink>
        {' · '}
        <RouterLink href={`/company/campaigns/${id}/unusedkeys`}>Unused keys</RouterLink>
      </p>
      {campaign.preLaunch && (
        <Alert tone="info" title="Pre-launch campaign">
          Creators join a waitlist. Convert it to a Key campaign when keys are ready: it opens invitations, key claims and content.{' '}
          <Button
            variant="secondary"
            onClick={() => {
              setConverting({ open: true, error: null });
              // The waitlist may have grown since the page loaded: the confirmation says how many wait now.
              void view.mutate();
            }}
          >
            Convert to a Key campaign
          </Button>
        </Alert>
      )}
      <ConvertPreLaunchDialog
        open={converting.open}
        campaignName={campaign.name}
        waitlistCount={count('waitlist')}
        error={converting.error}
        onConfirm={() => void convert()}
        onCancel={() => setConverting({ open: false, error: null })}
      />
      <UrlTabs label="Campaign" tabs={tabs} activeId={tab} panelId="campaign-panel" />
      <div id="campaign-panel" role="tabpanel">
        {tab === 'overview' && (
          <KeyCampaignOverview
            startDate={campaign.startDate}
            endDate={campaign.endDate}
            plannedRelease={campaign.plannedRelease}
            embargo={campaign.embargo}
            participantCounts={counts}
            platforms={keys.map((k) => ({
              platform: k.platform,
              offered: k.offered,
              claimed: k.claimed,
              availability: k.availability,
              moreKeysRequested: asks.find((a) => a.platform.toLowerCase() === k.platform.toLowerCase())?.openRequests ?? 0,
            }))}
          />
        )}
        {tab === 'participants' && (
          <Participants
            campaignId={id}
            tab={(participantTab as ParticipantTab) ?? 'pending'}
            counts={counts}
            onChange={() => view.mutate()}
          />
        )}
        {tab === 'invite' && (
          <InviteCreatorsPanel
            activationType="KEY"
            activationId={id}
            closedReason={campaign.preLaunch ? 'Invitations open once the pre-launch campaign is converted to a Key campaign.' : null}
            matchmakingHref={`/campaigns/${id}/invite-creators/matchmaking/new`}
          />
        )}
        {tab === 'results' && (
          <KeyCampaignResults
            requests={campaign.requestCount}
            accepted={count('accepted', 'claimedKey', 'submittedContent')}
            keysClaimed={count('claimedKey', 'submittedContent')}
            contentSubmitted={count('submittedContent')}
            onTimeRate={null}
          />
        )}
      </div>
    </>
  );
}

function Participants({
  campaignId,
  tab,
  counts,
  onChange,
}: {
  campaignId: string;
  tab: ParticipantTab;
  counts: Partial<Record<KeyParticipantState, number>>;
  onChange(): Promise<unknown>;
}) {
  const participants = useKeyParticipants(campaignId, tab);
  const toasts = useToasts();
  const addToList = useAddToListModal();
  const report = useReportUser();
  const creatorOf = (participantId: string) => participants.nodes.find((p) => p.id === participantId)?.creator;
  const [error, setError] = useState<string | null>(null);
  const [busyIds, setBusyIds] = useState<string[]>([]);
  const act = async (ids: string[], work: () => Promise<string>) => {
    setError(null);
    setBusyIds((b) => [...b, ...ids]);
    try {
      const done = await work();
      // Said once the table and the counts show it, so nothing refreshes behind the message.
      await Promise.all([participants.mutate(), onChange()]);
      toasts.add({ type: 'success', content: done });
    } catch (failure) {
      setError(toFormServerError(failure).message);
    } finally {
      setBusyIds((b) => b.filter((x) => !ids.includes(x)));
    }
  };
  const sum = (...states: KeyParticipantState[]) => states.reduce((total, state) => total + (counts[state] ?? 0), 0);
  return (
    <KeyParticipantsTable
      tab={tab}
      tabHrefs={{
        pending: `/campaigns/${campaignId}/participants/pending`,
        active: `/campaigns/${campaignId}/participants/active`,
        ended: `/campaigns/${campaignId}/participants/ended`,
      }}
      counts={{
        pending: sum('pending', 'waitlist', 'waitingForAccess'),
        active: sum('accepted', 'claimedKey'),
        ended: sum('rejected', 'submittedContent'),
      }}
      now={new Date()}
      loading={!participants.data && !participants.error}
      error={error}
      busyIds={busyIds}
      rows={participants.nodes.map((p) => ({
        id: p.id,
        creator: {
          displayName: p.creator.displayName,
          country: p.creator.country,
          completionRate: p.creator.completionRate,
          channels: p.creator.channels.map((c) => ({ provider: c.provider as 'twitch' | 'youtube' | 'tiktok', followers: c.followers })),
          authenticity: p.creator.authenticity,
        },
        state: p.state,
        appliedAt: p.appliedAt,
        claim: p.claim,
        submission: p.submission,
        kitSentCount: p.kitSentCount,
        replacedKeys: p.replacedKeys,
        vipAccess: p.vipAccess,
        risk: p.risk,
        declineReason: automaticDeclineReason(p.state, p.events),
      }))}
      onAddToList={(ids) => addToList(ids.flatMap((id) => creatorOf(id)?.id ?? []))}
      onReport={(participantId) => {
        const creator = creatorOf(participantId);
        if (creator) report(creator.id, creator.displayName);
      }}
      onVipChange={(participantId, grant) =>
        void act([participantId], async () => {
          const creator = creatorOf(participantId);
          if (!creator) return 'Nothing changed.';
          await setKeyCampaignVip(campaignId, creator.id, grant);
          return vipChangeMessage(creator.displayName, grant);
        })
      }
      onReview={(ids, decision) =>
        void act(ids, async () => {
          await request(ReviewKeyParticipantsMutation, { campaignId, participantIds: ids, decision });
          return `${ids.length === 1 ? 'One creator' : `${ids.length} creators`} ${decision === 'accept' ? 'accepted' : 'declined'}.`;
        })
      }
      onSendKitAgain={(participantId) =>
        void act([participantId], async () => {
          await request(SendCreatorKitCodesAgainMutation, { campaignId, participantId });
          return 'The key was mailed to the creator again.';
        })
      }
      onReplaceKey={(participantId) =>
        void act([participantId], async () => {
          await request(ReplaceBadKeyMutation, { campaignId, participantId });
          return 'The key was marked bad and the creator has a new one from stock.';
        })
      }
    />
  );
}
