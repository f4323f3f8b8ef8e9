import { CreatorManagementKeysTable, type CompanyKeyParticipantRow } from '@lurkit/ui/creator-management/CreatorManagementKeysTable.tsx';
import { useToasts } from '@lurkit/ui/toast/ToastProvider.tsx';
import { UrlTabs } from '@lurkit/ui/url-tabs/UrlTabs.tsx';
import { useState } from 'react';
import { useParams, useSearchParams } from 'react-router';
import { request } from '../../shared/api/gql-client.ts';
import { useAddToListModal } from '../../creator-lists/index.ts';
import { toFormServerError } from '../../shared/forms/to-form-server-error.ts';
import { ReviewKeyParticipantsMutation } from '../../keys/index.ts';
import { notesHref } from '../../notes/index.ts';
import { useCompanyKeyParticipants } from '../hooks/use-company-key-participants.ts';
import type { CompanyKeyParticipantNode } from '../operations/creator-management.operations.ts';
import { CREATOR_MANAGEMENT_SECTIONS, tabHref } from './sections.ts';
import { ProgramSection } from './ProgramSection.tsx';
import { QuestsSection, type QuestsTab } from './QuestsSection.tsx';
import { MissionsSection } from './MissionsSection.tsx';
import { ACTIVATION_PARAM, InviteSection } from './InviteSection.tsx';
import type { MissionsTab } from '../hooks/use-company-mission-runs.ts';
import type { ApplicationsTab } from '../../programs/index.ts';

type KeysTab = 'pending' | 'active' | 'ended';

/** /company/creator-management/{section}/{tab}: the spec's creator management, one route per tab. */
export function CreatorManagementPage({ section: fixedSection }: { section?: string }) {
  const params = useParams();
  const sectionId = fixedSection ?? params.section ?? 'keys';
  const section = CREATOR_MANAGEMENT_SECTIONS.find((s) => s.id === sectionId) ?? CREATOR_MANAGEMENT_SECTIONS[0];
  const tabId = params.tab ?? section.tabs[0].id;
  const tab = section.tabs.find((t) => t.id === tabId) ?? section.tabs[0];
  // The activation chosen to invite to stays chosen between Invite creators and Invitations sent.
  const [search] = useSearchParams();
  const activation = section.id === 'invite-creators' ? search.get(ACTIVATION_PARAM) : null;
  const withActivation = (href: string) => (activation ? `${href}?${new URLSearchParams({ [ACTIVATION_PARAM]: activation })}` : href);
  return (
    <>
      <h1>Creator management</h1>
      <UrlTabs
        label="Activation type"
        activeId={section.id}
        tabs={CREATOR_MANAGEMENT_SECTIONS.map((s) => ({ id: s.id, label: s.label, href: tabHref(s.id, s.tabs[0].id) }))}
      />
      <UrlTabs
        label={`${section.label} tabs`}
        activeId={tab.id}
        panelId="creator-management-panel"
        tabs={section.tabs.map((t) => ({ id: t.id, label: t.label, href: withActivation(tabHref(section.id, t.id)) }))}
      />
      <div id="creator-management-panel" role="tabpanel">
        {section.id === 'keys' ? (
          <KeysSection key={tab.id} tab={tab.id as KeysTab} />
        ) : section.id === 'invite-creators' ? (
          <InviteSection view={tab.id === 'invite' ? 'invite' : 'sent'} />
        ) : section.id === 'quests' ? (
          <QuestsSection tab={tab.id as QuestsTab} />
        ) : section.id === 'missions' ? (
          <MissionsSection key={tab.id} tab={tab.id as MissionsTab} />
        ) : (
          <ProgramSection tab={tab.id as ApplicationsTab} />
        )}
      </div>
    </>
  );
}

const toRow = (node: CompanyKeyParticipantNode): CompanyKeyParticipantRow => {
  const p = node.participant;
  return {
    id: p.id,
    creatorId: p.creator.id,
    campaign: { id: p.campaignId, name: node.campaignName },
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
  };
};

function KeysSection({ tab }: { tab: KeysTab }) {
  const participants = useCompanyKeyParticipants(tab);
  const addToList = useAddToListModal();
  const toasts = useToasts();
  const [error, setError] = useState<string | null>(null);
  return (
    <CreatorManagementKeysTable
      tab={tab}
      now={new Date()}
      rows={participants.nodes.map(toRow)}
      loading={!participants.data && !participants.error}
      loadingMore={participants.isValidating && Boolean(participants.data)}
      hasMore={participants.hasMore}
      onLoadMore={() => void participants.loadMore()}
      error={error ?? (participants.error ? toFormServerError(participants.error).message : null)}
      notesHref={(creatorId) => notesHref({ kind: 'CREATOR', id: creatorId })}
      onAddToList={addToList}
      onReview={async (rows, decision) => {
        setError(null);
        // Requests span campaigns; each campaign's are reviewed together, as on the campaign's own page.
        const byCampaign = Map.groupBy(rows, (r) => r.campaign.id);
        try {
          for (const [campaignId, group] of byCampaign)
            await request(ReviewKeyParticipantsMutation, { campaignId, participantIds: group.map((r) => r.id), decision });
          toasts.add({
            type: 'success',
            content: `${rows.length === 1 ? 'One creator' : `${rows.length} creators`} ${decision === 'accept' ? 'accepted' : 'declined'}.`,
          });
        } catch (failure) {
          setError(toFormServerError(failure).message);
        }
        await participants.mutate();
      }}
    />
  );
}
