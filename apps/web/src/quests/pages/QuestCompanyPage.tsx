import { checksBeforePublishing } from '../../shared/publishing/checks-before-publishing.ts';
import { formatStockholmDateTime } from '@lurkit/ui/date-time-picker/format-stockholm.ts';
import { usd } from '@lurkit/ui/quest-log/time-left.ts';
import { StatusBadge } from '@lurkit/ui/status-badge/StatusBadge.tsx';
import { UrlTabs } from '@lurkit/ui/url-tabs/UrlTabs.tsx';
import { useParams } from 'react-router';
import { PageStatus } from '../../shared/PageStatus.tsx';
import { RouterLink } from '../../shared/RouterLink.tsx';
import { InviteCreatorsPanel } from '../../invitations/index.ts';
import { useCompanyQuest } from '../hooks/use-quests.ts';
import { PARTICIPANT_TABS, QuestParticipants, type ParticipantTab } from './QuestParticipants.tsx';

/**
 * /campaigns/quests/{id} and /participants(/offers|/active|/review|/ended): the company's Quest and its
 * creators; /invite-creators (and /invited-creators): inviting creators and the invitations sent.
 */
export function QuestCompanyPage({ section = 'participants' }: { section?: 'participants' | 'invite' }) {
  const { id = '', participantTab } = useParams();
  const tab: ParticipantTab = PARTICIPANT_TABS.some((t) => t.id === participantTab) ? (participantTab as ParticipantTab) : 'offers';
  const view = useCompanyQuest(id);
  if (!view.data) return <PageStatus error={view.error} />;
  const { quest, runCounts } = view.data;
  const publishChecks = checksBeforePublishing(
    quest.publishState !== 'draft' && quest.publishState !== 'unpublished',
    view.data.publishChecks,
  );
  return (
    <>
      <p>
        <RouterLink href="/company/activations/quests">All Quests</RouterLink>
      </p>
      <h1>{quest.name}</h1>
      <p>
        <StatusBadge kind="campaign" status={quest.status as never} /> {formatStockholmDateTime(quest.startDate)} to{' '}
        {formatStockholmDateTime(quest.endDate)}
        {quest.budget && <> · budget {usd(quest.budget.cents)}</>} · {quest.visibility}
      </p>
      <p>
        <RouterLink href={`/campaigns/quests/${id}/edit`}>Edit the Quest setup</RouterLink>
        {publishChecks.length > 0 && ` (${publishChecks.length} publish check${publishChecks.length === 1 ? '' : 's'} to fix)`}
        {' · '}
        <RouterLink href="/company/cart">Cart</RouterLink>
      </p>
      <UrlTabs
        label="Quest"
        tabs={[
          { id: 'participants', label: 'Participants', href: `/campaigns/quests/${id}/participants/${tab}` },
          { id: 'invite', label: 'Invite creators', href: `/campaigns/quests/${id}/invite-creators` },
          { id: 'results', label: 'Results', href: `/campaigns/quests/${id}/results` },
        ]}
        activeId={section}
        panelId="quest-panel"
      />
      <div id="quest-panel" role="tabpanel">
        {section === 'invite' ? (
          <InviteCreatorsPanel
            activationType="QUEST"
            activationId={id}
            matchmakingHref={`/campaigns/quests/${id}/invite-creators/matchmaking/new`}
          />
        ) : (
          <QuestParticipants questId={id} questName={quest.name} tab={tab} counts={runCounts} onChanged={() => view.mutate()} />
        )}
      </div>
    </>
  );
}
